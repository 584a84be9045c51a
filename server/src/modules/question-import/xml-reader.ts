import type { QuestionMessageCode } from './import-report';
import { LineIndex } from './import-text';

/** An element of an XML document with the line its start tag is on. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Its text and CDATA, in order, entities decoded (those of HTML that XML lacks stay as written). */
  text: string;
  line: number;
  /** Its end tag was read (an element cut short by a broken file is not). */
  closed: boolean;
}

export interface XmlReading {
  /** The document's top elements, as far as the file could be read. */
  elements: XmlElement[];
  /** Where and why reading stopped, when it did. */
  error?: { line: number; code: QuestionMessageCode; values?: Record<string, string> };
}

const NAME = '[A-Za-z_][\\w.:-]*';
const START_TAG = new RegExp(`<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
const END_TAG = new RegExp(`</(${NAME})\\s*>`, 'y');
const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(ENTITY, (whole, hex?: string, decimal?: string, named?: string) => {
    if (named) return NAMED[named]!;
    const code = hex ? parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Reads an XML document into elements with line numbers: start and end tags, attributes, text, CDATA;
 * comments, processing instructions and the doctype are skipped. It stops at the first thing that is not
 * well-formed and says where, keeping what it read before. Small on purpose: Moodle XML needs no more.
 */
export function readXml(text: string): XmlReading {
  const lines = new LineIndex(text);
  const root: XmlElement = { name: '', attributes: {}, children: [], text: '', line: 1, closed: false };
  const open: XmlElement[] = [root];
  const fail = (at: number, code: QuestionMessageCode, values?: Record<string, string>): XmlReading => ({
    elements: root.children,
    error: { line: lines.lineOf(at), code, ...(values ? { values } : {}) },
  });
  let at = 0;
  while (at < text.length) {
    const current = open.at(-1)!;
    const lt = text.indexOf('<', at);
    if (lt < 0 || lt > at) {
      current.text += decode(text.slice(at, lt < 0 ? text.length : lt));
      if (lt < 0) break;
      at = lt;
    }
    const skip = (opening: string, closing: string): number | undefined => {
      if (!text.startsWith(opening, at)) return undefined;
      const end = text.indexOf(closing, at + opening.length);
      return end < 0 ? -1 : end + closing.length;
    };
    const cdata = skip('<![CDATA[', ']]>');
    if (cdata !== undefined) {
      if (cdata < 0) return fail(at, 'import.xmlSyntax');
      current.text += text.slice(at + 9, cdata - 3);
      at = cdata;
      continue;
    }
    const skipped = skip('<!--', '-->') ?? skip('<?', '?>') ?? skip('<!', '>');
    if (skipped !== undefined) {
      if (skipped < 0) return fail(at, 'import.xmlSyntax');
      at = skipped;
      continue;
    }
    END_TAG.lastIndex = at;
    const end = END_TAG.exec(text);
    if (end) {
      if (current === root) return fail(at, 'import.xmlSyntax');
      if (end[1] !== current.name)
        return fail(at, 'import.xmlMismatchedTag', { expected: current.name, found: end[1]! });
      current.closed = true;
      open.pop();
      at = END_TAG.lastIndex;
      continue;
    }
    START_TAG.lastIndex = at;
    const start = START_TAG.exec(text);
    if (!start) return fail(at, 'import.xmlSyntax');
    const attributes: Record<string, string> = {};
    for (const [, name, double, single] of start[2]!.matchAll(ATTRIBUTE))
      attributes[name!] = decode(double ?? single ?? '');
    const element: XmlElement = {
      name: start[1]!,
      attributes,
      children: [],
      text: '',
      line: lines.lineOf(at),
      closed: start[3] === '/',
    };
    current.children.push(element);
    if (!element.closed) open.push(element);
    at = START_TAG.lastIndex;
  }
  const unclosed = open.at(-1)!;
  if (unclosed !== root)
    return {
      elements: root.children,
      error: { line: unclosed.line, code: 'import.xmlUnclosedTag', values: { tag: unclosed.name } },
    };
  return { elements: root.children };
}

/** The first child element of a name. */
export const child = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  element?.children.find((c) => c.name === name);

/** Every child element of a name. */
export const childrenNamed = (element: XmlElement | undefined, name: string): XmlElement[] =>
  element?.children.filter((c) => c.name === name) ?? [];

/** The text of `<name><text>…</text></name>` (Moodle's text fields), trimmed; `''` without one. */
export const fieldText = (element: XmlElement | undefined, name: string): string =>
  child(child(element, name), 'text')?.text.trim() ?? '';
