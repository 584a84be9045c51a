/**
 * GIFT's escapes, as Moodle reads them (`qformat_gift::escapedchar_pre/post`): `\\` is a backslash,
 * `\:` `\#` `\=` `\{` `\}` `\~` the character itself and `\n` a line break; any other backslash stays.
 * While a question's structure is read, an escaped character stands as a Unicode noncharacter (never in
 * a text), so that only unescaped `{ } ~ = # :` have a meaning; the texts get them back at the end.
 */
const MARKS: Readonly<Record<string, string>> = {
  '\\': '\uFDD0',
  ':': '\uFDD1',
  '#': '\uFDD2',
  '=': '\uFDD3',
  '{': '\uFDD4',
  '}': '\uFDD5',
  '~': '\uFDD6',
  n: '\uFDD7',
};
const RESTORED: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(MARKS).map(([char, mark]) => [mark, char === 'n' ? '\n' : char]),
);
const ANY_MARK = /[\uFDD0-\uFDD7]/g;

/** A question block with its escapes standing as marks (same line breaks, so lines still count). */
export function protectEscapes(text: string): string {
  return text.replace(/\\([\\:#={}~n])/g, (_, char: string) => MARKS[char]!);
}

/** A text read from a protected block, with its escaped characters back. */
export const restoreEscapes = (text: string): string => text.replace(ANY_MARK, (mark) => RESTORED[mark]!);

/** Where a protected text's `$` and `$$` formula delimiters are (`\$` is a dollar, not a delimiter). */
function mathDelimiters(text: string): { at: number; width: number }[] {
  const found: { at: number; width: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '$') {
      const width = text[i + 1] === '$' ? 2 : 1;
      found.push({ at: i, width });
      i += width - 1;
    }
  }
  return found;
}

/** Whether a protected text ends inside a formula (an odd number of delimiters). */
export const endsInMath = (text: string): boolean => mathDelimiters(text).length % 2 === 1;

/** The `$…$` and `$$…$$` spans of a protected text, as [start, end). */
function mathSpans(text: string): [number, number][] {
  const delimiters = mathDelimiters(text);
  const spans: [number, number][] = [];
  for (let i = 0; i + 1 < delimiters.length; i += 2)
    spans.push([delimiters[i]!.at, delimiters[i + 1]!.at + delimiters[i + 1]!.width]);
  return spans;
}

/** TeX commands that begin with `n` (`\neq`, `\nu` …), less the `n`. */
const TEX_N_COMMANDS =
  '(?:e|eq|eg|u|abla|ot|otin|i|mid|leq|geq|less|gtr|subseteq|supseteq|parallel|exists|ewline|atural|earrow|warrow)(?![A-Za-z])';
const TEX_N_COMMAND = new RegExp(`${MARKS.n}${TEX_N_COMMANDS}`, 'g');

/**
 * Where a protected text has a TeX command inside a formula whose `\n` Moodle reads as a line break: the
 * author wrote `$\neq$` without doubling the backslash.
 */
export function brokenTexCommands(text: string): number[] {
  const spans = mathSpans(text);
  return [...text.matchAll(TEX_N_COMMAND)]
    .map((m) => m.index)
    .filter((index) => spans.some(([start, end]) => index > start && index < end));
}

const ESCAPED = new Set(['\\', '~', '=', '#', '{', '}', ':']);
const TEX_AFTER_BREAK = new RegExp(TEX_N_COMMANDS, 'y');

/**
 * A text as GIFT writes it (Moodle's `repchar`): backslash and `~ = # { } :` escaped, a line break as
 * `\n` — or as a line break of the file when the letters after it would read as a TeX command (`\nu`),
 * which the file's lines join back the same (the line before it ends in a non-space).
 */
export function escapeGift(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\r') continue;
    if (char !== '\n') {
      out += ESCAPED.has(char) ? `\\${char}` : char;
      continue;
    }
    TEX_AFTER_BREAK.lastIndex = i + 1;
    out += /\S$/.test(out) && TEX_AFTER_BREAK.test(text) ? '\n' : '\\n';
  }
  return out;
}
