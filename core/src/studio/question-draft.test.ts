import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  importedQuestionProblems,
  lacksExplanation,
  questionDraftProblems,
  textPlaceholders,
  type QuestionDraft,
} from './question-draft';
import { questionDraftSchema } from './question-draft-schema';
import { questionMessages } from './question-messages';

const base = {
  title: 'Které slovo má ve větě nejbližší význam slovu „ojedinělý“?',
  explanation: '<p><em>Ojedinělý</em> znamená <strong>vyskytující se jen výjimečně</strong>.</p>',
  tags: ['synonyma'],
};

const single: QuestionDraft = {
  ...base,
  type: 'single_choice',
  options: [{ title: 'osamělý' }, { title: 'výjimečný', correct: true }, { title: 'obvyklý' }],
};
const multi: QuestionDraft = {
  ...base,
  type: 'multi_choice',
  title: 'Které přínosy stromů text výslovně uvádí?',
  options: [{ title: 'ochlazování okolí', correct: true }, { title: 'snižování hluku' }],
};
const trueFalse: QuestionDraft = {
  ...base,
  type: 'true_or_false',
  title: 'Ústava ČR byla přijata v roce 1992.',
  answer: true,
};
const sorting: QuestionDraft = {
  ...base,
  type: 'sorting_choice',
  title: 'Seřaď panovníky od nejstaršího.',
  ordered: ['Karel IV.', 'Jiří z Poděbrad', 'Rudolf II.'],
};
const fill: QuestionDraft = {
  ...base,
  type: 'fill_in_blanks',
  title: 'Doplň čísla podle textu.',
  content: '<p>Studie měla 120 účastníků.</p>',
  text: 'Večer se učilo {{b1}} studentů, přezkoušeni byli po {{b2}} hodinách, průměr byl {{b3}}.',
  blanks: [
    { id: 'b1', comparison: 'equal', answer: '60' },
    { id: 'b2', comparison: 'any', answers: ['12', 'dvanácti'] },
    { id: 'b3', comparison: 'range', min: 7.5, max: 8.5 },
  ],
  mark: 2,
  difficulty: 2,
  hint: 'Polovina ze 120.',
};

const codes = (draft: QuestionDraft) => questionDraftProblems(draft).map((p) => `${p.path} ${p.code}`);

describe('questionDraftProblems', () => {
  it.each([single, multi, trueFalse, sorting, fill])('a good $type draft has no problem', (draft) => {
    expect(questionDraftProblems(draft)).toEqual([]);
  });

  it.each<[string, QuestionDraft, string[]]>([
    ['empty title', { ...single, title: '  ' }, ['title question.titleRequired']],
    ['title too long', { ...single, title: 'á'.repeat(301) }, ['title question.titleTooLong']],
    ['content too long', { ...single, content: 'x'.repeat(20_001) }, ['content question.contentTooLong']],
    ['hint too long', { ...single, hint: 'x'.repeat(2_001) }, ['hint question.hintTooLong']],
    ['empty explanation', { ...single, explanation: '' }, ['explanation question.explanationRequired']],
    [
      'explanation too long',
      { ...single, explanation: 'x'.repeat(20_001) },
      ['explanation question.explanationTooLong'],
    ],
    ['mark 0', { ...single, mark: 0 }, ['mark question.markInvalid']],
    ['negative mark', { ...single, mark: -1 }, ['mark question.markInvalid']],
    ['mark over 100', { ...single, mark: 100.5 }, ['mark question.markInvalid']],
    ['mark with three decimals', { ...single, mark: 1.255 }, ['mark question.markInvalid']],
    ['mark not a number', { ...single, mark: Number.NaN }, ['mark question.markInvalid']],
    ['difficulty 4', { ...single, difficulty: 4 as 3 }, ['difficulty question.difficultyInvalid']],
    [
      '21 tags',
      { ...single, tags: Array.from({ length: 21 }, (_, i) => `téma ${i}`) },
      ['tags question.tooManyTags'],
    ],
    ['a tag of 41 characters', { ...single, tags: ['ok', 'č'.repeat(41)] }, ['tags.1 question.tagTooLong']],
    ['an empty tag', { ...single, tags: [' '] }, ['tags.0 question.tagEmpty']],
    ['a tag twice', { ...single, tags: ['Analogie', 'analogie '] }, ['tags.1 question.tagDuplicate']],
    [
      'single choice with no right option',
      { ...single, options: [{ title: 'a' }, { title: 'b' }] },
      ['options question.singleNeedsOneCorrect'],
    ],
    [
      'single choice with two right options',
      {
        ...single,
        options: [
          { title: 'a', correct: true },
          { title: 'b', correct: true },
        ],
      },
      ['options question.singleNeedsOneCorrect'],
    ],
    [
      'multi choice with no right option',
      { ...multi, options: [{ title: 'a' }, { title: 'b' }] },
      ['options question.multiNeedsCorrect'],
    ],
    [
      'one option',
      { ...single, options: [{ title: 'a', correct: true }] },
      ['options question.tooFewOptions'],
    ],
    [
      '17 options',
      {
        ...single,
        options: Array.from({ length: 17 }, (_, i) => ({ title: `možnost ${i}`, correct: i === 0 })),
      },
      ['options question.tooManyOptions'],
    ],
    [
      'an empty option',
      { ...single, options: [{ title: 'a', correct: true }, { title: '' }, { title: 'c' }] },
      ['options.1.title question.optionEmpty'],
    ],
    [
      'an option too long',
      { ...single, options: [{ title: 'a', correct: true }, { title: 'x'.repeat(1_001) }] },
      ['options.1.title question.optionTooLong'],
    ],
    [
      'the same option twice',
      { ...single, options: [{ title: 'Praha', correct: true }, { title: 'Brno' }, { title: ' praha' }] },
      ['options.2.title question.optionDuplicate'],
    ],
    [
      'true or false without an answer',
      { ...trueFalse, answer: undefined as unknown as boolean },
      ['answer question.answerRequired'],
    ],
    ['sorting with one item', { ...sorting, ordered: ['Karel IV.'] }, ['ordered question.sortingTooFew']],
    [
      'sorting with 17 items',
      { ...sorting, ordered: Array.from({ length: 17 }, (_, i) => `krok ${i}`) },
      ['ordered question.sortingTooMany'],
    ],
    [
      'sorting with an empty item',
      { ...sorting, ordered: ['a', ' ', 'c'] },
      ['ordered.1 question.sortingItemEmpty'],
    ],
    [
      'sorting with a repeated item',
      { ...sorting, ordered: ['a', 'b', 'A'] },
      ['ordered.2 question.sortingDuplicate'],
    ],
    [
      'sorting with an item too long',
      { ...sorting, ordered: ['a', 'x'.repeat(1_001)] },
      ['ordered.1 question.sortingItemTooLong'],
    ],
    ['fill in blanks without text', { ...fill, text: '', blanks: [] }, ['text question.textRequired']],
    [
      'fill in blanks without any blank',
      { ...fill, text: 'Bez mezer.', blanks: [] },
      ['text question.blanksMissing'],
    ],
    [
      'a placeholder with no blank',
      { ...fill, text: `${fill.text} A {{b4}}.` },
      ['text question.placeholderWithoutBlank'],
    ],
    [
      'a placeholder twice',
      { ...fill, text: `${fill.text} Znovu {{b1}}.` },
      ['text question.placeholderRepeated'],
    ],
    [
      'a placeholder with a bad id',
      { ...fill, text: `${fill.text} {{b 5}}` },
      ['text question.placeholderInvalid'],
    ],
    [
      'a blank with no placeholder',
      { ...fill, blanks: [...fill.blanks, { id: 'b9', comparison: 'equal', answer: 'x' }] },
      ['blanks.b9 question.blankWithoutPlaceholder'],
    ],
    [
      'a blank with no answer',
      { ...fill, blanks: [{ id: 'b1', comparison: 'equal', answer: ' ' }, ...fill.blanks.slice(1)] },
      ['blanks.b1.answer question.blankAnswerRequired'],
    ],
    [
      'an any blank with no answers',
      { ...fill, blanks: [fill.blanks[0]!, { id: 'b2', comparison: 'any', answers: [] }, fill.blanks[2]!] },
      ['blanks.b2.answers question.blankAnswerRequired'],
    ],
    [
      'an any blank with an empty answer',
      {
        ...fill,
        blanks: [fill.blanks[0]!, { id: 'b2', comparison: 'any', answers: ['12', ''] }, fill.blanks[2]!],
      },
      ['blanks.b2.answers.1 question.blankAnswerRequired'],
    ],
    [
      'a range with min above max',
      { ...fill, blanks: [...fill.blanks.slice(0, 2), { id: 'b3', comparison: 'range', min: 9, max: 8 }] },
      ['blanks.b3 question.rangeReversed'],
    ],
    [
      'a range that is not numbers',
      {
        ...fill,
        blanks: [
          ...fill.blanks.slice(0, 2),
          { id: 'b3', comparison: 'range', min: '7' as unknown as number, max: Number.POSITIVE_INFINITY },
        ],
      },
      ['blanks.b3.min question.rangeNotNumbers', 'blanks.b3.max question.rangeNotNumbers'],
    ],
    [
      'a blank id twice',
      { ...fill, blanks: [...fill.blanks, { id: 'b1', comparison: 'equal', answer: '61' }] },
      ['blanks.b1 question.blankIdDuplicate'],
    ],
    [
      'a blank with a bad id',
      { ...fill, blanks: [...fill.blanks, { id: 'b 1', comparison: 'equal', answer: '61' }] },
      ['blanks.3 question.blankIdInvalid'],
    ],
    [
      'a blank compared in an unknown way',
      {
        ...fill,
        blanks: [...fill.blanks.slice(0, 2), { id: 'b3', comparison: 'regex' } as never],
      },
      ['blanks.b3.comparison question.blankComparisonInvalid'],
    ],
    ['an unknown type', { ...single, type: 'essay' } as never, ['type question.typeInvalid']],
  ])('%s', (_, draft, expected) => {
    expect(codes(draft)).toEqual(expected);
  });

  it('names the option letters, the limits and the count in its values', () => {
    expect(
      questionDraftProblems({
        ...single,
        title: 'x'.repeat(301),
        options: [{ title: 'Praha', correct: true }, { title: 'praha' }],
      }),
    ).toEqual([
      { path: 'title', code: 'question.titleTooLong', values: { max: 300, length: 301 } },
      { path: 'options.1.title', code: 'question.optionDuplicate', values: { letter: 'B', same: 'A' } },
    ]);
  });

  it('reports every problem of a draft at once, in the order of the form', () => {
    expect(codes({ ...single, title: '', explanation: '', mark: 0, options: [{ title: '' }] })).toEqual([
      'title question.titleRequired',
      'explanation question.explanationRequired',
      'mark question.markInvalid',
      'options question.tooFewOptions',
      'options.0.title question.optionEmpty',
      'options question.singleNeedsOneCorrect',
    ]);
  });

  it('keeps Czech text and $…$ formulas as they are (nothing to complain about)', () => {
    const draft: QuestionDraft = {
      ...single,
      title: 'Kolik je $\\frac{1}{2} + \\frac{1}{3}$? Ž, ů, ř',
      options: [{ title: '$\\frac{5}{6}$', correct: true }, { title: '$\\frac{2}{5}$' }],
    };
    expect(questionDraftProblems(draft)).toEqual([]);
  });
});

describe('textPlaceholders', () => {
  it('finds the blank ids in order and the marks that are not valid placeholders', () => {
    expect(textPlaceholders('A {{b1}} B {{b-2_x}} C {{}} D {{ b3 }} E {b4} F {{{b5}}}')).toEqual({
      ids: ['b1', 'b-2_x', 'b5'],
      invalid: ['{{}}', '{{ b3 }}'],
    });
  });
});

describe('questionDraftSchema', () => {
  it.each([single, multi, trueFalse, sorting, fill])('reads a $type draft as it is', (draft) => {
    const parsed: QuestionDraft = questionDraftSchema.parse(draft) satisfies z.infer<
      typeof questionDraftSchema
    >;
    expect(parsed).toEqual(draft);
  });

  it('reads a draft that breaks a rule, so the rule can say what is wrong', () => {
    expect(questionDraftSchema.safeParse({ ...single, title: '', options: [] }).success).toBe(true);
  });

  it.each([
    ['no type', { ...single, type: undefined }],
    ['an unknown type', { ...single, type: 'essay' }],
    ['options that are strings', { ...single, options: ['a', 'b'] }],
    ['a title with a NUL character', { ...single, title: 'a\u0000b' }],
    ['a blank without its comparison', { ...fill, blanks: [{ id: 'b1', answer: '60' }] }],
  ])('refuses %s', (_, value) => {
    expect(questionDraftSchema.safeParse(value).success).toBe(false);
  });
});

describe('questionMessages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

  it('has every code in Czech and English, with the same placeholders', () => {
    expect(Object.keys(questionMessages.en).sort()).toEqual(Object.keys(questionMessages.cs).sort());
    for (const [code, cs] of Object.entries(questionMessages.cs))
      expect(placeholders(questionMessages.en[code as keyof typeof questionMessages.en]), code).toEqual(
        placeholders(cs),
      );
  });

  it('prefixes every code with question. or import.', () => {
    for (const code of Object.keys(questionMessages.cs))
      expect(code).toMatch(/^(question|import)\.[a-zA-Z]+$/);
  });

  it('fills every value a problem of the rule sends', () => {
    const problems = questionDraftProblems({
      ...fill,
      title: '',
      mark: 0,
      tags: ['x'.repeat(41)],
      text: 'A {{b1}} {{b1}} {{x}} {{ }}',
      blanks: [
        { id: 'b1', comparison: 'range', min: 2, max: 1 },
        { id: 'b2', comparison: 'equal', answer: '' },
      ],
    });
    for (const problem of problems)
      for (const name of placeholders(questionMessages.cs[problem.code]))
        expect(problem.values, `${problem.code} needs ${name}`).toHaveProperty(name!);
  });
});

describe('importedQuestionProblems', () => {
  it('lets an import bring a question without its explanation, and nothing else that is wrong', () => {
    const imported = { ...single, explanation: '', title: '' };
    expect(lacksExplanation(imported)).toBe(true);
    expect(lacksExplanation(single)).toBe(false);
    expect(importedQuestionProblems(imported).map((p) => p.code)).toEqual(['question.titleRequired']);
    expect(questionDraftProblems(imported).map((p) => p.code)).toEqual([
      'question.titleRequired',
      'question.explanationRequired',
    ]);
  });
});
