import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGift } from './gift';
import { giftExportProblem, toGift } from './gift-export';
import type { QuestionDraft } from './import-report';

/** A GIFT file with every type Studovna reads, as a teacher would write it. */
const EVERY_TYPE = `$CATEGORY: $course$/top/ZSV/Ústava

// [tag:ústava] [difficulty:2]
::Ústava::Ústava ČR nabyla účinnosti 1. ledna 1993.{TRUE####Přijata byla 16. prosince 1992.}

::Moc::Kdo v ČR jmenuje soudce Ústavního soudu?{
  =prezident se souhlasem Senátu
  ~předseda vlády
  ~Poslanecká sněmovna
  ####Podle čl. 84 Ústavy je jmenuje <strong>prezident republiky</strong> se souhlasem Senátu.
}

::Soudy::Které soudy patří do soustavy soudů podle čl. 91 Ústavy?{
  ~%50%Nejvyšší soud
  ~%50%Nejvyšší správní soud
  ~%-100%Ústavní soud
  ####Ústavní soud stojí mimo soustavu obecných soudů.
}

::Prezident::Kolikrát za sebou může být prezident zvolen?{#2####Nejvýše dvakrát po sobě (čl. 57).}

// [matchcase]
::Zkratka::Jakou zkratku má Ústavní soud?{=ÚS####Ústavní soud, zkráceně ÚS.}

::Analogie::Doplň analogii.
zákonodárná : Parlament = výkonná : {=vláda =prezident####Výkonnou moc má vláda a prezident.}

::Zlomek::Kolik je $\\\\frac\\{1\\}\\{2\\} + \\\\frac\\{1\\}\\{4\\}$?{#0.75:0.001####$\\\\frac\\{2\\}\\{4\\} + \\\\frac\\{1\\}\\{4\\} = \\\\frac\\{3\\}\\{4\\}$.}
`;

const drafts = (gift: string) => parseGift(gift).questions.map((q) => q.draft);

describe('a GIFT file of every supported type', () => {
  it('gives drafts with no problems', () => {
    const report = parseGift(EVERY_TYPE);
    expect(report.problems).toEqual([]);
    expect(report.questions.map((q) => [q.draft.type, q.problems])).toEqual([
      ['true_or_false', []],
      ['single_choice', []],
      ['multi_choice', []],
      ['fill_in_blanks', []],
      ['fill_in_blanks', []],
      ['fill_in_blanks', []],
      ['fill_in_blanks', []],
    ]);
    expect(report.questions[6]!.draft).toMatchObject({
      title: 'Kolik je $\\frac{1}{2} + \\frac{1}{4}$?',
      blanks: [{ comparison: 'range', min: 0.749, max: 0.751 }],
    });
  });

  it('is written back by toGift as a file that reads to the same drafts', () => {
    const first = drafts(EVERY_TYPE);
    expect(drafts(toGift(first))).toEqual(first);
  });
});

describe('toGift', () => {
  const base = { title: 'Seřaď.', explanation: 'Proto.', tags: [] };

  it('writes what Moodle reads: a name, [html] text, answers, general feedback and tokens in a comment', () => {
    const gift = toGift([
      {
        ...base,
        type: 'single_choice',
        title: 'Kolik je 2 + 2?',
        content: '<p>Počítej = sčítej.</p>',
        options: [{ title: '4', correct: true }, { title: '%5' }],
        mark: 2,
        hint: 'Dvě a dvě.',
        tags: ['počty'],
      },
    ]);
    expect(gift).toBe(
      '// [tag:počty] [mark:2] [hint:Dvě a dvě.]\n' +
        '::Kolik je 2 + 2?::[html]Kolik je 2 + 2?\\n<p>Počítej \\= sčítej.</p>{\n\t=4\n\t~%0%%5\n\t####Proto.\n}\n',
    );
  });

  it.each<[string, QuestionDraft]>([
    ['a sorting question', { ...base, type: 'sorting_choice', ordered: ['a', 'b'] }],
    [
      'two blanks',
      {
        ...base,
        type: 'fill_in_blanks',
        text: '{{a}} a {{b}}',
        blanks: [
          { id: 'a', comparison: 'equal', answer: '1' },
          { id: 'b', comparison: 'equal', answer: '2' },
        ],
      },
    ],
    [
      'a blank after the first line',
      {
        ...base,
        type: 'fill_in_blanks',
        text: 'Řádek\n{{b1}}',
        blanks: [{ id: 'b1', comparison: 'equal', answer: '1' }],
      },
    ],
    [
      'an answer with ->',
      {
        ...base,
        type: 'fill_in_blanks',
        text: '{{b1}}',
        blanks: [{ id: 'b1', comparison: 'equal', answer: 'a->b' }],
      },
    ],
  ])('leaves out %s, which GIFT cannot hold', (_, draft) => {
    expect(giftExportProblem(draft)).toMatch(/^import\.giftCannotWrite/);
    expect(toGift([draft])).toBe('');
  });
});

// Texts made of pieces that try GIFT's every special character, Czech letters, TeX and HTML.
const pieces = [
  'Praha',
  'žluťoučký',
  'kůň',
  'úpěl',
  'ďábelské',
  'ódy',
  'u',
  'ne',
  'eq',
  'a',
  '3 + 4',
  '$\\frac{1}{2}$',
  '$x \\neq y$',
  '$$\\sqrt{2}$$',
  '5 $',
  '\\$',
  '<strong>tučně</strong>',
  '&amp;',
  '~',
  '=',
  '#',
  '####',
  '{',
  '}',
  '{{x}}',
  ':',
  '::',
  '\\',
  '\\n',
  '%50%',
  '[html]',
  '[tag:x]',
  ']',
  '//',
  '$CATEGORY:',
  'T',
  'FALSE',
];
const piece = fc.constantFrom(...pieces);
const words = (max: number, separator: fc.Arbitrary<string> = fc.constant(' ')) =>
  fc
    .tuple(piece, fc.array(fc.tuple(separator, piece), { maxLength: max }))
    .map(([first, rest]) => first + rest.map(([s, p]) => s + p).join(''));
const line = words(6);
const lines = words(8, fc.constantFrom(' ', '\n'));
/** A title: one line that a first paragraph of HTML would not be mistaken for. */
const title = line;
const answerText = line.filter((t) => !t.includes('*') && !t.includes('->'));

const common = fc.record(
  {
    title,
    content: lines,
    hint: fc.string({ maxLength: 30 }).filter((h) => !/[\r\uFFFD\uFDD0-\uFDEF]/.test(h)),
    explanation: lines,
    mark: fc.constantFrom(0.5, 1, 2, 3.25),
    tags: fc.uniqueArray(line, { maxLength: 3, selector: (t) => t.toLowerCase() }),
    difficulty: fc.constantFrom(1 as const, 2 as const, 3 as const),
  },
  { requiredKeys: ['title', 'explanation', 'tags'] },
);

const options = (right: fc.Arbitrary<boolean[]>) =>
  right.chain((marks) =>
    fc
      .uniqueArray(line, {
        minLength: marks.length,
        maxLength: marks.length,
        selector: (t) => t.toLowerCase(),
      })
      .map((titles) => titles.map((t, i) => (marks[i] ? { title: t, correct: true } : { title: t }))),
  );
const oneRight = fc
  .integer({ min: 2, max: 6 })
  .chain((n) => fc.integer({ min: 0, max: n - 1 }).map((k) => Array.from({ length: n }, (_, i) => i === k)));
const someRight = fc.array(fc.boolean(), { minLength: 2, maxLength: 6 }).filter((m) => m.some(Boolean));
const hundredths = fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 100);

const blank = fc.oneof(
  fc.record(
    {
      id: fc.constant('b1'),
      comparison: fc.constant('equal' as const),
      answer: answerText,
      matchCase: fc.constant(true),
    },
    { requiredKeys: ['id', 'comparison', 'answer'] },
  ),
  fc.record(
    {
      id: fc.constant('b1'),
      comparison: fc.constant('any' as const),
      answers: fc.array(answerText, { minLength: 2, maxLength: 4 }),
      matchCase: fc.constant(true),
    },
    { requiredKeys: ['id', 'comparison', 'answers'] },
  ),
  fc
    .tuple(hundredths, hundredths)
    .map(([a, b]) => ({ id: 'b1', comparison: 'range' as const, min: Math.min(a, b), max: Math.max(a, b) })),
);

const draft: fc.Arbitrary<QuestionDraft> = fc.oneof(
  fc.tuple(common, fc.boolean()).map(([c, answer]) => ({ ...c, type: 'true_or_false' as const, answer })),
  fc.tuple(common, options(oneRight)).map(([c, o]) => ({ ...c, type: 'single_choice' as const, options: o })),
  fc.tuple(common, options(someRight)).map(([c, o]) => ({ ...c, type: 'multi_choice' as const, options: o })),
  fc
    .tuple(common, blank, fc.option(line, { nil: '' }), fc.option(lines, { nil: '' }))
    .map(([c, b, before, after]) => ({
      ...c,
      type: 'fill_in_blanks' as const,
      text: [before, '{{b1}}', after].filter(Boolean).join(' '),
      blanks: [b],
    })),
);

describe('toGift and parseGift', () => {
  it('read back every draft GIFT can hold as it was written', () => {
    fc.assert(
      fc.property(fc.array(draft, { minLength: 1, maxLength: 4 }), (written) => {
        const exportable = written.filter((d) => giftExportProblem(d) === undefined);
        const report = parseGift(toGift(written));
        expect(report.problems).toEqual([]);
        expect(report.questions.map((q) => q.draft)).toEqual(exportable);
      }),
      { numRuns: 300 },
    );
  });
});
