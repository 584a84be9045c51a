import { describe, expect, it } from 'vitest';
import type { SeedQuiz } from './content-types';
import { isMockSection } from './mock-tests';
import { SEED_FAMILIES } from './seed';

/**
 * The mock tests (issue 27 point 2, decision 0041): one per family at the end of its paid course, in the
 * real format — parts in order with their items, options per item, time and scoring — and every item a
 * single-answer one with exactly one key and an explanation.
 */
const FORMATS = {
  osp: {
    parts: [
      ['Verbální oddíl', 33],
      ['Analytický oddíl', 33],
    ],
    options: 4,
    minutes: 85,
    wrong: '1/3',
  },
  zsv: {
    parts: [
      ['Člověk a společnost', 20],
      ['Stát a právo', 20],
      ['Hospodářství a svět', 20],
    ],
    options: 4,
    minutes: 60,
    wrong: '1/3',
  },
  tsp: {
    parts: [
      ['Numericko-analytické myšlení', 15],
      ['Kritické myšlení', 15],
      ['Uvažování v anglickém jazyce', 15],
    ],
    options: 5,
    minutes: 110,
    wrong: '1/5',
  },
} as const;

describe.each(SEED_FAMILIES.map((f) => [f.category.slug, f] as const))('the %s mock test', (slug, family) => {
  const format = FORMATS[slug];
  const holding = family.courses.filter((c) => c.sections.some(isMockSection));
  const section = holding[0]?.sections.find(isMockSection);
  const mock = section?.items[0] as SeedQuiz | undefined;

  it('is the last, appended section of the family’s one paid course, alone in it', () => {
    expect(holding.map((c) => c.price > 0)).toEqual([true]);
    expect(holding[0]!.sections.at(-1)).toBe(section);
    expect(section!.appended).toBe(true);
    expect(section!.items).toHaveLength(1);
  });

  it('has the real parts in order, their items, the whole time and the real scoring', () => {
    const counts = mock!.parts!.map((part, index) => [
      part.title,
      mock!.questions.filter((q) => q.part === index).length,
    ]);
    expect(counts).toEqual(format.parts);
    expect(mock!.questions.every((q) => q.part !== undefined)).toBe(true);
    // the questions go part after part, as the test is sat
    const order = mock!.questions.map((q) => q.part!);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(mock!.timeLimitMinutes).toBe(format.minutes);
    expect([mock!.wrongPenalty, mock!.skipPenalty ?? '0']).toEqual([format.wrong, '0']);
  });

  it('holds single-answer items of the format’s options, one key each, explained, no title twice', () => {
    const problems = mock!.questions.flatMap((q) => {
      if (q.type !== 'single_choice') return [`${q.title}: ${q.type}`];
      const found: string[] = [];
      if (q.options.length !== format.options) found.push(`${q.options.length} options`);
      if (q.options.filter((o) => o.correct).length !== 1) found.push('not one key');
      if (new Set(q.options.map((o) => o.title)).size !== q.options.length) found.push('an option twice');
      if (q.explanation.replace(/<[^>]+>/g, '').trim().length < 40) found.push('no explanation');
      return found.map((p) => `${q.title}: ${p}`);
    });
    expect(problems).toEqual([]);
    const titles = mock!.questions.map((q) => `${q.title}|${q.content ?? ''}`);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('spreads its keys over the positions, so no position is a safe guess', () => {
    const keys = new Map<number, number>();
    for (const q of mock!.questions)
      if (q.type === 'single_choice') {
        const at = q.options.findIndex((o) => o.correct);
        keys.set(at, (keys.get(at) ?? 0) + 1);
      }
    const share = Math.max(...keys.values()) / mock!.questions.length;
    expect(share).toBeLessThan(0.4);
    expect(keys.size).toBe(format.options);
  });
});
