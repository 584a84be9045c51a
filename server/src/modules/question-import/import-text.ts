import type { ReportBuilder } from './import-report';

/**
 * A file's text as the parsers read it: without a byte-order mark, every line break (CRLF, CR) a `\n`.
 * Reports once, at its first line, text that was not UTF-8 (decoding left U+FFFD in it): Czech letters
 * saved as Windows-1250 come out that way.
 */
export function readableText(input: string, report: ReportBuilder): string {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const broken = text.indexOf('\uFFFD');
  if (broken >= 0) report.problem(new LineIndex(text).lineOf(broken), 'import.encodingSuspect');
  return text;
}

/** Lines of a text with their 1-based numbers; `lineOf(index)` for any position (binary search). */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  lineOf(index: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= index) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }
}
