import { escapeHtml } from '../../site/escape-html';
import { comparableText, QUESTION_LIMITS } from './import-report';

/**
 * How a Moodle text is written: `html` as it is; `moodle` (Moodle's auto-format) HTML whose line breaks
 * count; `plain` text; `markdown` and `wiki`, which Studovna does not render and takes as written.
 */
export type TextFormat = 'html' | 'moodle' | 'plain' | 'markdown' | 'wiki';

/** A text in a format as the HTML the studio stores (unsanitised: that is done when it is written). */
export function textAsHtml(text: string, format: TextFormat): string {
  switch (format) {
    case 'html':
    case 'markdown':
    case 'wiki':
      return text;
    case 'moodle':
      return text.replace(/\n/g, '<br>\n');
    case 'plain':
      return escapeHtml(text).replace(/\n/g, '<br>\n');
  }
}

/** Formats kept as written, which the report names so the author checks them. */
export const isKeptFormat = (format: TextFormat): boolean => format === 'markdown' || format === 'wiki';

const FIRST_PARAGRAPH = /^<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/i;

/**
 * A question's text as a draft's title and content: the first line (or the first paragraph of HTML that
 * starts with one) is the title, the rest the content. When that first line is empty or too long for a
 * title, the question's name (Moodle's, if the file gives one) is the title and the whole text the content.
 */
export function titleAndContent(
  text: string,
  format: TextFormat,
  name = '',
): { title: string; content?: string } {
  const whole = text.trim();
  const paragraph = FIRST_PARAGRAPH.exec(whole);
  const newline = whole.indexOf('\n');
  const [first, rest] = paragraph
    ? [paragraph[1]!.trim(), whole.slice(paragraph[0].length).trim()]
    : newline < 0
      ? [whole, '']
      : [whole.slice(0, newline).trim(), whole.slice(newline + 1).trim()];
  const fits = first !== '' && first.length <= QUESTION_LIMITS.title;
  if (!fits && name.trim() !== '') return withContent(name.trim(), textAsHtml(whole, format));
  return withContent(textAsHtml(first, format), rest && textAsHtml(rest, format));
}

const withContent = (title: string, content: string) => (content ? { title, content } : { title });

/**
 * The topic a Moodle category gives its questions: the last part of its path
 * (`$course$/top/OSP/Analogie` → `Analogie`); none for the context and `top` alone. A `//` in a path is
 * a slash inside a name.
 */
export function categoryTopic(path: string): string | undefined {
  const parts = path
    .split(/(?<!\/)\/(?!\/)/)
    .map((part) => part.replace(/\/\//g, '/').trim())
    .filter((part) => part !== '' && part !== 'top' && !/^\$\w+\$$/.test(part));
  return parts.at(-1);
}

/** Topics trimmed, without empty ones and repeats (compared as the draft rule compares them), in order. */
export function uniqueTopics(topics: readonly string[]): string[] {
  const seen = new Set<string>();
  return topics
    .map((topic) => topic.trim())
    .filter((topic) => topic !== '' && !seen.has(comparableText(topic)) && seen.add(comparableText(topic)));
}
