import { useEffect, useMemo, useState } from 'react';
import { sanitizeContent } from '../lib/content-html';
import type KatexApi from 'katex';
import styles from './math-html.module.css';

/**
 * Server HTML with mathematics: sanitised (`sanitizeContent`), then TeX between `$…$` (inline) and `$$…$$`
 * (display) is typeset with KaTeX. KaTeX (script, CSS and fonts) is a separate chunk loaded on the first
 * formula; until it arrives the TeX source is shown as plain text, so nothing is unreadable. KaTeX writes
 * MathML beside its visual markup, which screen readers read.
 *
 * Read on a phone: inline formulas are typeset in display style, so a fraction's numerator and denominator
 * are as large as the text (in text style they are 70 % of it, 8 px digits); numbers, operators and
 * `\text{}` are in the font of the text around them (math-html.module.css), variables stay in math italics.
 *
 * Not mathematics: an escaped `\$` (shown as `$`), and a `$` that cannot open or close a formula — an
 * opening `$` must be followed, and a closing one preceded, by a non-space, and a closing `$` must not be
 * followed by a digit ("$5 a $10" stays text, as does "1 290 Kč").
 */

type Katex = Pick<typeof KatexApi, 'renderToString'>;

export type TexSegment = { kind: 'text'; text: string } | { kind: 'tex'; tex: string; display: boolean };

/** Splits text into plain runs and TeX formulas; `\$` outside a formula becomes `$`. */
export function splitTex(text: string): TexSegment[] {
  const segments: TexSegment[] = [];
  let plain = '';
  const flush = () => {
    if (plain) segments.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && text[i + 1] === '$') {
      plain += '$';
      i += 2;
      continue;
    }
    if (c !== '$') {
      plain += c;
      i += 1;
      continue;
    }
    const display = text[i + 1] === '$';
    const end = display ? closingDisplay(text, i + 2) : closingInline(text, i + 1);
    if (end < 0) {
      plain += display ? '$$' : '$';
      i += display ? 2 : 1;
      continue;
    }
    flush();
    segments.push({ kind: 'tex', tex: text.slice(i + (display ? 2 : 1), end).trim(), display });
    i = end + (display ? 2 : 1);
  }
  flush();
  return segments;
}

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);

/** Index of the `$` closing an inline formula whose body starts at `from`, or -1. */
function closingInline(text: string, from: number): number {
  if (isSpace(text[from]) || text[from] === '$') return -1;
  for (let j = from; j < text.length; j += 1) {
    if (text[j] === '\\') {
      j += 1; // skips the escaped character, `\$` included
      continue;
    }
    if (text[j] === '\n' && text[j + 1] === '\n') return -1; // a formula never spans paragraphs
    if (text[j] === '$') return !isSpace(text[j - 1]) && !/[0-9]/.test(text[j + 1] ?? '') ? j : -1;
  }
  return -1;
}

/** Index of the `$$` closing a display formula whose body starts at `from`, or -1. */
function closingDisplay(text: string, from: number): number {
  for (let j = from; j < text.length - 1; j += 1) {
    if (text[j] === '\\') {
      j += 1;
      continue;
    }
    if (text[j] === '$' && text[j + 1] === '$') return j > from ? j : -1;
  }
  return -1;
}

/** `NodeFilter.SHOW_TEXT`, also where there is no global `NodeFilter` (the server's render). */
const SHOW_TEXT = 4;

/** Elements whose text is never mathematics. */
const VERBATIM = new Set(['CODE', 'PRE', 'KBD', 'SAMP', 'TEXTAREA']);

interface TypesetOptions {
  katex?: Katex;
  /** Inline formulas in display style (full-size fractions); on unless turned off. */
  displayStyle?: boolean;
}

function formula(
  doc: Document,
  tex: string,
  display: boolean,
  { katex, displayStyle }: TypesetOptions,
): HTMLElement {
  const node = doc.createElement('span');
  node.className = display ? 'math math-display' : 'math math-inline';
  if (!katex) {
    node.classList.add('math-pending');
    node.textContent = tex;
    return node;
  }
  const template = doc.createElement('template');
  // KaTeX escapes the TeX it echoes; `trust: false` (default) keeps \href, \includegraphics… out.
  template.innerHTML = katex.renderToString(displayStyle && !display ? `\\displaystyle ${tex}` : tex, {
    displayMode: display,
    throwOnError: false,
    output: 'htmlAndMathml',
    strict: 'ignore',
  });
  node.append(template.content);
  return node;
}

/** Brackets and punctuation that must not be separated from a formula by a line break. */
const OPENING = /[([„"'‚]+$/;
const CLOSING = /^[)\].,;:!?“"'‘%]+/;
/** Longer formulas keep their own line breaks. */
const GLUE_MAX = 32;

/** The nodes for a text run with formulas; short formulas are kept on one line with their brackets. */
function typesetNodes(doc: Document, segments: TexSegment[], options: TypesetOptions): (Node | string)[] {
  const nodes: (Node | string)[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    const s = segments[i]!;
    if (s.kind === 'text') {
      nodes.push(s.text);
      continue;
    }
    const math = formula(doc, s.tex, s.display, options);
    const glueable = !s.display && s.tex.length <= GLUE_MAX;
    const last = nodes.at(-1);
    const before = typeof last === 'string' ? last : '';
    const next = segments[i + 1];
    const open = glueable ? (OPENING.exec(before)?.[0] ?? '') : '';
    const close = glueable && next?.kind === 'text' ? (CLOSING.exec(next.text)?.[0] ?? '') : '';
    if (!open && !close) {
      nodes.push(math);
      continue;
    }
    const glue = doc.createElement('span');
    glue.className = 'math-glue';
    glue.append(open, math, close);
    if (open) nodes[nodes.length - 1] = before.slice(0, -open.length);
    if (close && next?.kind === 'text')
      segments[i + 1] = { kind: 'text', text: next.text.slice(close.length) };
    nodes.push(glue);
  }
  return nodes;
}

/** Sanitised HTML with formulas typeset (or, without KaTeX, shown as source); `math` tells if any. */
export function renderMathHtml(
  html: string,
  katex?: Katex,
  options: Omit<TypesetOptions, 'katex'> = {},
): { html: string; math: boolean } {
  const fragment = sanitizeContent(html);
  // the sanitiser's document: the page's, or jsdom's in the server's render (decision 0038)
  const doc = fragment.ownerDocument;
  const walker = doc.createTreeWalker(fragment, SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes('$') && !VERBATIM.has(node.parentElement?.tagName ?? ''))
      texts.push(node as Text);
  }
  let math = false;
  for (const node of texts) {
    const segments = splitTex(node.nodeValue ?? '');
    if (!segments.some((s) => s.kind === 'tex')) {
      node.nodeValue = segments.map((s) => (s.kind === 'text' ? s.text : '')).join('');
      continue;
    }
    math = true;
    node.replaceWith(...typesetNodes(doc, segments, { ...options, katex }));
  }
  const container = doc.createElement('div');
  container.append(fragment);
  return { html: container.innerHTML, math };
}

let katexModule: Katex | undefined;
let katexLoading: Promise<Katex> | undefined;

/** Loads KaTeX and its stylesheet once; a failed load may be retried later. */
export function loadKatex(): Promise<Katex> {
  katexLoading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => (katexModule = module.default),
    (error: unknown) => {
      katexLoading = undefined;
      throw error;
    },
  );
  return katexLoading;
}

export type MathHtmlTag = 'div' | 'span' | 'p' | 'li' | 'section' | 'label' | 'td' | 'th' | 'figcaption';

export interface MathHtmlProps {
  html: string;
  className?: string;
  /** The wrapping element, `div` by default; use `span` inside labels and headings. */
  as?: MathHtmlTag;
  id?: string;
  /** Typeset inline formulas in display style (full-size fractions), the default; `false` for text style. */
  displayStyle?: boolean;
}

/** Server HTML, sanitised, with its TeX typeset by KaTeX (loaded only when there is TeX). */
export function MathHtml({ html, className, as: Tag = 'div', id, displayStyle = true }: MathHtmlProps) {
  const [katex, setKatex] = useState<Katex | undefined>(katexModule);
  const rendered = useMemo(() => renderMathHtml(html, katex, { displayStyle }), [html, katex, displayStyle]);
  const needsKatex = rendered.math && !katex;

  useEffect(() => {
    if (!needsKatex) return;
    let live = true;
    loadKatex().then(
      (loaded) => live && setKatex(() => loaded),
      () => {}, // offline: the TeX source stays readable
    );
    return () => {
      live = false;
    };
  }, [needsKatex]);

  return (
    <Tag
      id={id}
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-busy={needsKatex || undefined}
      dangerouslySetInnerHTML={{ __html: rendered.html }}
    />
  );
}
