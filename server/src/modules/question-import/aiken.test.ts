import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken';

/** The file's problems, less the notice of missing explanations every Aiken file gets (tested on its own). */
const problemsOf = (aiken: string) =>
  parseAiken(aiken)
    .problems.filter((p) => !p.code.startsWith('import.explanation'))
    .map((p) => `${p.line} ${p.code}`);

describe('parseAiken', () => {
  it('reads single-choice questions with A) and A. options, blank lines between them or not', () => {
    const report = parseAiken(`Které slovo je synonymem slova „ojedinělý“?
A) osamělý
B) výjimečný
C) obvyklý
D) jednotný
ANSWER: B

Kdo jmenuje soudce Ústavního soudu?
A. prezident se souhlasem Senátu
B. předseda vlády
C. Poslanecká sněmovna
ANSWER: A
Které město je hlavním městem Slovenska?
A)Bratislava
B)Košice
ANSWER: A`);
    expect(report.problems).toEqual([
      {
        line: 1,
        code: 'import.explanationsMissing',
        values: { count: 3, lines: '1, 8, 13' },
        severity: 'notice',
      },
    ]);
    expect(report.questions.map((q) => q.line)).toEqual([1, 8, 13]);
    expect(report.questions[0]!.draft).toEqual({
      type: 'single_choice',
      title: 'Které slovo je synonymem slova „ojedinělý“?',
      options: [
        { title: 'osamělý' },
        { title: 'výjimečný', correct: true },
        { title: 'obvyklý' },
        { title: 'jednotný' },
      ],
      explanation: '',
      tags: [],
    });
    expect(report.questions[2]!.draft).toMatchObject({
      options: [{ title: 'Bratislava', correct: true }, { title: 'Košice' }],
    });
  });

  it('imports a question without the explanation Aiken cannot carry, and says so once', () => {
    const report = parseAiken('Otázka?\nA) a\nB) b\nANSWER: A');
    expect(report.questions[0]!.problems).toEqual([]);
    expect(report.problems).toEqual([{ line: 1, code: 'import.explanationMissing', severity: 'notice' }]);
  });

  it('names at most ten lines of the questions without an explanation, and counts them all', () => {
    const aiken = Array.from({ length: 12 }, (_, i) => `Otázka ${i + 1}?\nA) a\nB) b\nANSWER: A\n`).join(
      '\n',
    );
    expect(parseAiken(aiken).problems).toEqual([
      {
        line: 1,
        code: 'import.explanationsMissing',
        values: { count: 12, lines: '1, 6, 11, 16, 21, 26, 31, 36, 41, 46, …' },
        severity: 'notice',
      },
    ]);
  });

  it('escapes <, > and & as Moodle does, and keeps $…$ formulas', () => {
    const { draft } = parseAiken('Platí $3 < 5$ & $5 > 3$?\nA) ano & vždy\nB) <ne>\nANSWER: a').questions[0]!;
    expect(draft).toMatchObject({
      title: 'Platí $3 &lt; 5$ &amp; $5 &gt; 3$?',
      options: [{ title: 'ano &amp; vždy', correct: true }, { title: '&lt;ne&gt;' }],
    });
  });

  it('takes a question over several lines: the first is the title, the rest the content', () => {
    const { draft } = parseAiken(`Přečti si výrok.
Všichni lidé se rodí svobodní a sobě rovní.
Z kterého dokumentu pochází?
A) Všeobecná deklarace lidských práv
B) Magna charta
ANSWER: A`).questions[0]!;
    expect(draft).toMatchObject({
      title: 'Přečti si výrok.',
      content: 'Všichni lidé se rodí svobodní a sobě rovní.<br>\nZ kterého dokumentu pochází?',
    });
  });

  it('makes ANSWER: A, C a multiple-choice question', () => {
    const { draft } = parseAiken('Která čísla jsou prvočísla?\nA) 2\nB) 4\nC) 7\nANSWER: A, C').questions[0]!;
    expect(draft).toMatchObject({
      type: 'multi_choice',
      options: [{ title: '2', correct: true }, { title: '4' }, { title: '7', correct: true }],
    });
  });

  it('matches the answer by the option’s letter, with CRLF and a BOM', () => {
    const { draft } = parseAiken('\uFEFFOtázka?\r\nA) a\r\nC) c\r\nANSWER: C\r\n').questions[0]!;
    expect(draft).toMatchObject({ options: [{ title: 'a' }, { title: 'c', correct: true }] });
  });

  it.each<[string, string, string[]]>([
    [
      'an option before any question',
      'A) osiřelá možnost\nANSWER: A',
      ['1 import.aikenNotStarted', '2 import.aikenNotStarted'],
    ],
    [
      'a question with no ANSWER before the next one',
      'První otázka?\nA) a\nB) b\n\nDruhá otázka?\nA) c\nB) d\nANSWER: B',
      ['1 import.aikenMissingAnswer'],
    ],
    [
      'a question with no ANSWER at the end',
      'Dobrá?\nA) a\nB) b\nANSWER: A\nNedokončená?\nA) a',
      ['5 import.aikenMissingAnswer'],
    ],
    ['an ANSWER that is no letter', 'Otázka?\nA) a\nB) b\nANSWER: 2', ['4 import.aikenAnswerInvalid']],
    ['an ANSWER with no letter at all', 'Otázka?\nA) a\nB) b\nANSWER:', ['4 import.aikenAnswerInvalid']],
    [
      'an ANSWER that is not an option',
      'Otázka?\nA) a\nB) b\nANSWER: E',
      ['4 import.aikenAnswerNotAnOption'],
    ],
    ['the same letter twice', 'Otázka?\nA) a\nA) b\nANSWER: A', ['3 import.aikenDuplicateLetter']],
    ['an empty file', '\n\n', ['1 import.noQuestions']],
    ['text that was not UTF-8', 'Ot\uFFFDzka?\nA) a\nB) b\nANSWER: A', ['1 import.encodingSuspect']],
  ])('reports %s on its line', (_, aiken, expected) => {
    expect(problemsOf(aiken)).toEqual(expected);
  });

  it('names the missing letter and keeps a question with one option for the draft rule to report', () => {
    expect(parseAiken('Otázka?\nA) a\nANSWER: B').problems[0]!.values).toEqual({ letter: 'B' });
    const [question] = parseAiken('Jediná možnost?\nA) a\nANSWER: A').questions;
    expect(question!.problems.map((p) => p.code)).toContain('question.tooFewOptions');
  });
});
