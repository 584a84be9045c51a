import { isBlankFillCorrect, parseFillNumber } from '@studovna/core/domain';
import { describe, expect, it } from 'vitest';
import type { SeedFamily, SeedQuestion } from './content-types';
import { SEED_FAMILIES } from './seed';

/** Every seeded question with its family, quiz and course. */
const QUESTIONS = SEED_FAMILIES.flatMap((family: SeedFamily) =>
  family.courses.flatMap((course) =>
    course.sections.flatMap((section) =>
      section.items.flatMap((item) =>
        item.type === 'lp_quiz'
          ? item.questions.map((question) => ({ family: family.category.slug, quiz: item.title, question }))
          : [],
      ),
    ),
  ),
);

type FillIn = Extract<SeedQuestion, { type: 'fill_in_blanks' }>;

/** The one fill-in question whose text contains `fragment`. */
function fillIn(fragment: string): FillIn {
  const found = QUESTIONS.map((q) => q.question).filter(
    (q): q is FillIn => q.type === 'fill_in_blanks' && q.text.includes(fragment),
  );
  expect(found.map((q) => q.text)).toHaveLength(1);
  return found[0]!;
}

const accepts = (question: FillIn, blankId: string, fill: string): boolean =>
  isBlankFillCorrect(
    question.blanks.find((b) => b.id === blankId)!,
    fill,
  );

describe('seeded fill-in answers', () => {
  it('the circle area takes what rounds to 79 cm², not 78', () => {
    const circle = fillIn('Obsah kruhu je přibližně');
    expect(['79', '78,5', '78.5', '78,54'].filter((fill) => !accepts(circle, 'b1', fill))).toEqual([]);
    expect(['78', '80', '314'].filter((fill) => accepts(circle, 'b1', fill))).toEqual([]);
  });

  it('the unemployment rate is exactly 4,5 %, with a decimal comma or point', () => {
    const rate = fillIn('Míra nezaměstnanosti je');
    expect(['4,5', '4.5', ' 4,50 '].filter((fill) => !accepts(rate, 'b1', fill))).toEqual([]);
    expect(['4,4', '4,6', '4', '5', '4,7'].filter((fill) => accepts(rate, 'b1', fill))).toEqual([]);
  });

  it('the library question reads thousands written with a space', () => {
    const library = fillIn('Celkový počet výpůjček vzrostl');
    expect(['3 400', '3400', '3\u00a0400'].filter((fill) => !accepts(library, 'b2', fill))).toEqual([]);
    expect(['340', '5 200', '3 4 00'].filter((fill) => accepts(library, 'b2', fill))).toEqual([]);
    expect(['10', '10,0'].filter((fill) => !accepts(library, 'b1', fill))).toEqual([]);
    expect(accepts(library, 'b1', '9,9')).toBe(false);
  });

  it('gives every numeric answer a numeric blank, so "3 400" and "4,5" are read as numbers', () => {
    const textual = QUESTIONS.flatMap(({ family, question }) =>
      question.type === 'fill_in_blanks'
        ? question.blanks.flatMap((blank) => {
            const answers =
              blank.comparison === 'equal' ? [blank.answer] : blank.comparison === 'any' ? blank.answers : [];
            // a word answer may list the number as one of its forms ("12" / "dvanácti")
            return answers.length > 0 && answers.every((a) => parseFillNumber(a) !== undefined)
              ? [`${family}: ${question.title} ${blank.id}`]
              : [];
          })
        : [],
    );
    expect(textual).toEqual([]);
  });

  it('accepts Czech words only with their diacritics', () => {
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    // transcriptions of foreign terms in use in other languages, not Czech words missing their diacritics
    const transcriptions = new Set(['arche', 'koran', 'tora']);
    // an accepted answer without diacritics beside one that differs from it only in them („Brne“ / „Brně“)
    const plain = QUESTIONS.flatMap(({ family, question }) =>
      question.type === 'fill_in_blanks'
        ? question.blanks.flatMap((blank) =>
            blank.comparison === 'any'
              ? blank.answers
                  .filter((a) => fold(a) === a.toLowerCase() && !transcriptions.has(fold(a)))
                  .filter((a) => blank.answers.some((b) => b !== a && fold(b) === fold(a)))
                  .map((a) => `${family}: ${question.title} ${blank.id} „${a}“`)
              : [],
          )
        : [],
    );
    expect(plain).toEqual([]);
  });
});

/** Words of a text as a hint check compares them: no HTML, no diacritics, lower case, stems of 5 letters. */
function stems(text: string): string[] {
  return text
    .replace(/<[^>]+>/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 || /\d/.test(word))
    .map((word) => (/\d/.test(word) ? word : word.slice(0, 5)));
}

/** The hint names `answer`: every word of the answer is in the hint, in any form ("strukturou" names „strukturální“). */
const names = (hint: Set<string>, answer: string): boolean => {
  const words = stems(answer);
  return words.length > 0 && words.every((word) => hint.has(word));
};

describe('seeded hints', () => {
  it('point to the method and never give the answer away', () => {
    const giveaways = QUESTIONS.flatMap(({ family, question }) => {
      if (!question.hint) return [];
      const hint = new Set(stems(question.hint));
      const choice = question.type === 'single_choice' || question.type === 'multi_choice';
      const right = choice
        ? question.options.filter((o) => o.correct).map((o) => o.title)
        : question.type === 'fill_in_blanks'
          ? question.blanks.flatMap((b) =>
              b.comparison === 'equal'
                ? [b.answer]
                : b.comparison === 'any'
                  ? b.answers
                  : b.min === b.max
                    ? [String(b.min)]
                    : [],
            )
          : [];
      const wrong = choice ? question.options.filter((o) => !o.correct).map((o) => o.title) : [];
      const namesRight = right.some((answer) => names(hint, answer));
      // naming the right answer among the wrong ones is a method („try Alena, then Bohouš…“)
      const tells = namesRight && !wrong.some((answer) => names(hint, answer));
      // naming what every wrong option is, and not the right one, leaves only the right one
      const eliminates =
        question.type === 'single_choice' &&
        wrong.length >= 3 &&
        !namesRight &&
        wrong.every((w) => names(hint, w));
      return tells || eliminates ? [`${family}: ${question.title} — ${question.hint}`] : [];
    });
    expect(giveaways).toEqual([]);
  });
});

describe('seeded questions across families', () => {
  it('give each family its own items: no title, order to sort or set of options in two families', () => {
    const keysOf = (question: SeedQuestion): string[] => [
      `title: ${question.title}`,
      ...(question.type === 'sorting_choice' ? [`order: ${question.ordered.join(' | ')}`] : []),
      ...(question.type === 'single_choice' || question.type === 'multi_choice'
        ? [
            `options: ${question.options
              .map((o) => o.title)
              .sort()
              .join(' | ')}`,
          ]
        : []),
    ];
    const familiesOf = new Map<string, Set<string>>();
    for (const { family, question } of QUESTIONS)
      for (const key of keysOf(question)) familiesOf.set(key, (familiesOf.get(key) ?? new Set()).add(family));
    expect([...familiesOf].filter(([, families]) => families.size > 1).map(([key]) => key)).toEqual([]);
  });
});
