import type { QuestionDraft } from './import-report';

/**
 * What a GIFT question's comment lines may say beyond Moodle's question: Moodle reads `[tag:…]` (topics)
 * and `[id:…]` there; Studovna also writes and reads `[hint:…]`, `[mark:…]`, `[difficulty:…]` and
 * `[matchcase]` (the blank compares letter case), which Moodle leaves alone. Inside a token `\]` is a
 * bracket, `\\` a backslash and `\n` a line break.
 */
export interface CommentTokens {
  tags: string[];
  hint?: string;
  mark?: number;
  difficulty?: number;
  matchCase: boolean;
}

const TOKEN = /\[(tag|hint|mark|difficulty|matchcase)(?::((?:\\.|[^\]\\])*))?\]/g;

const unescapeToken = (value: string): string =>
  value.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));
const escapeToken = (value: string): string =>
  value.replace(/[\\\]]/g, (char) => `\\${char}`).replace(/\n/g, '\\n');

export function readCommentTokens(comments: string): CommentTokens {
  const tokens: CommentTokens = { tags: [], matchCase: false };
  for (const [, name, raw] of comments.matchAll(TOKEN)) {
    const value = unescapeToken(raw ?? '');
    if (name === 'tag') tokens.tags.push(value.trim());
    else if (name === 'hint') tokens.hint = value;
    else if (name === 'mark') tokens.mark = Number(value.trim());
    else if (name === 'difficulty') tokens.difficulty = Number(value.trim());
    else tokens.matchCase = true;
  }
  return tokens;
}

/** The comment line that carries a draft's topics, hint, mark, difficulty and letter case; none when empty. */
export function commentTokensLine(draft: QuestionDraft): string | undefined {
  const tokens = [
    ...draft.tags.map((tag) => `[tag:${escapeToken(tag)}]`),
    ...(draft.mark !== undefined ? [`[mark:${draft.mark}]`] : []),
    ...(draft.difficulty !== undefined ? [`[difficulty:${draft.difficulty}]`] : []),
    ...(draft.hint !== undefined ? [`[hint:${escapeToken(draft.hint)}]`] : []),
    ...(draft.type === 'fill_in_blanks' && draft.blanks.some((b) => b.comparison !== 'range' && b.matchCase)
      ? ['[matchcase]']
      : []),
  ];
  return tokens.length > 0 ? `// ${tokens.join(' ')}` : undefined;
}
