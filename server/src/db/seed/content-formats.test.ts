import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { openPglite, type Database } from '../database';
import { migrate } from '../migrate';
import type { SeedFamily, SeedQuestion } from './content-types';
import {
  COMPARISON_OPTIONS,
  SUFFICIENCY_OPTIONS,
  comparisonItems,
  conditionItems,
  gapItems,
  operationItems,
  sufficiencyItems,
} from './content/osp-formats';
import { cultureItems } from './content/tsp-culture';
import { SEED_FAMILIES, seedIfEmpty } from './seed';

/** The item types of the real tests added in issue 27, with the options their format has. */
const FORMATS: {
  name: string;
  family: string;
  items: SeedQuestion[];
  options: number;
  fixed?: readonly string[];
}[] = [
  {
    name: 'porovnávání hodnot',
    family: 'osp',
    items: comparisonItems,
    options: 4,
    fixed: COMPARISON_OPTIONS,
  },
  {
    name: 'dostačující tvrzení',
    family: 'osp',
    items: sufficiencyItems,
    options: 5,
    fixed: SUFFICIENCY_OPTIONS,
  },
  { name: 'soubory podmínek', family: 'osp', items: conditionItems, options: 4 },
  { name: 'smyšlené operace', family: 'osp', items: operationItems, options: 4 },
  { name: 'vynechávky', family: 'osp', items: gapItems, options: 4 },
  { name: 'kulturní přehled', family: 'tsp', items: cultureItems, options: 5 },
];

const optionsOf = (question: SeedQuestion) => (question.type === 'single_choice' ? question.options : []);

/** The verdict an explanation gives an option: the `<li>` that starts with the option in bold. */
function verdictOf(explanation: string, title: string): { mark: string; reason: string } | undefined {
  const items = [...explanation.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
  const lead = `<strong>${title}</strong>`;
  const item = items.find((li) => li.startsWith(lead));
  if (item === undefined) return undefined;
  const rest = item.slice(lead.length).trim();
  return {
    mark: rest.slice(0, 1),
    reason: rest
      .slice(1)
      .replace(/<[^>]+>/g, '')
      .replace(/^\s*—\s*/, '')
      .trim(),
  };
}

describe('the item types of the real tests', () => {
  const quizzesOf = (family: SeedFamily) =>
    family.courses
      .flatMap((c) => c.sections.flatMap((s) => s.items))
      .flatMap((i) => (i.type === 'lp_quiz' ? [i] : []));

  it.each(FORMATS)('$name: at least four items, each in a quiz of its family', ({ family, items }) => {
    expect(items.length).toBeGreaterThanOrEqual(4);
    const seeded = SEED_FAMILIES.find((f) => f.category.slug === family)!;
    const inQuizzes = new Set(quizzesOf(seeded).flatMap((q) => q.questions));
    expect(items.filter((q) => !inQuizzes.has(q)).map((q) => q.title)).toEqual([]);
  });

  it('soubory podmínek include a zebra: people, colours and animals of five houses', () => {
    const zebra = conditionItems.filter((q) => /pěti domech/.test(q.content ?? ''));
    expect(zebra.length).toBeGreaterThanOrEqual(2);
  });

  it.each(FORMATS)(
    '$name: single choice, the options of its format, exactly one of them correct',
    ({ items, options, fixed }) => {
      for (const question of items) {
        expect([question.title, question.type]).toEqual([question.title, 'single_choice']);
        const titles = optionsOf(question).map((o) => o.title);
        expect([question.title, titles.length]).toEqual([question.title, options]);
        expect(new Set(titles).size).toBe(titles.length);
        expect([question.title, optionsOf(question).filter((o) => o.correct).length]).toEqual([
          question.title,
          1,
        ]);
        if (fixed) expect(titles).toEqual([...fixed]);
      }
    },
  );

  it.each(FORMATS)('$name: the explanation says of every option whether it is right and why', ({ items }) => {
    const problems = items.flatMap((question) =>
      optionsOf(question).flatMap((option) => {
        const verdict = verdictOf(question.explanation, option.title);
        const expected = option.correct ? '✔' : '✘';
        if (!verdict) return [`${question.title}: no verdict on „${option.title}“`];
        if (verdict.mark !== expected)
          return [`${question.title}: „${option.title}“ is marked ${verdict.mark}, not ${expected}`];
        if (verdict.reason.length < 12) return [`${question.title}: no reason for „${option.title}“`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('the fixed formats spread their keys: every answer of a comparison or a sufficiency item is the key somewhere', () => {
    for (const { items, fixed } of FORMATS.filter((f) => f.fixed)) {
      const keys = new Set(items.map((q) => optionsOf(q).find((o) => o.correct)!.title));
      expect([...keys].sort()).toEqual([...fixed!].sort());
    }
  });
});

/** Rows of posts (courses, items, questions) and sections by id, as a seed left them. */
async function postsOf(db: Database) {
  return db.query<{ kind: string; id: number; title: string }>(
    `select kind, id, title from (
       select 'course' as kind, id, slug as title from courses
       union all select 'item:' || type, id, title from items
       union all select 'question', id, title from questions
       union all select 'section', id, title from sections) x
      order by kind, id`,
  );
}

describe('appended sections', () => {
  const released = SEED_FAMILIES.map((family) => ({
    ...family,
    courses: family.courses.map((course) => ({
      ...course,
      sections: course.sections.filter((section) => !section.appended),
    })),
  }));

  it('every appended section holds new content and comes last in its course', () => {
    const courses = SEED_FAMILIES.flatMap((f) => f.courses);
    const appended = courses.flatMap((c) => c.sections.filter((s) => s.appended));
    expect(appended.length).toBeGreaterThanOrEqual(3);
    for (const course of courses) {
      const flags = course.sections.map((s) => Boolean(s.appended));
      expect([course.slug, flags]).toEqual([course.slug, [...flags].sort((a, b) => Number(a) - Number(b))]);
    }
  });

  it('move no id of the content seeded before them: courses, sections, items and questions keep theirs', async () => {
    const seed = async (families: SeedFamily[]) => {
      const db = await openPglite(undefined);
      await migrate(db);
      await seedIfEmpty(db, families);
      const rows = await postsOf(db);
      await db.close();
      return rows;
    };
    // a copy of the demo's families: the same content, without the cohort the demo's own list brings
    const [before, after] = [await seed(released), await seed([...SEED_FAMILIES])];
    const kept = new Set(before.map((r) => `${r.kind} ${r.id}`));
    expect(after.filter((r) => kept.has(`${r.kind} ${r.id}`))).toEqual(before);
    const added = after.filter((r) => !kept.has(`${r.kind} ${r.id}`));
    expect(added.length).toBeGreaterThan(0);
    const lastBefore = Math.max(...before.filter((r) => r.kind !== 'section').map((r) => r.id));
    expect(added.filter((r) => r.kind !== 'section' && r.id <= lastBefore)).toEqual([]);
  }, 120_000);

  it('a released section after an appended one is refused', async () => {
    const [osp] = SEED_FAMILIES;
    const course = osp!.courses.find((c) => c.sections.some((s) => s.appended))!;
    const broken: SeedFamily = {
      ...osp!,
      courses: [{ ...course, sections: [...course.sections, { ...course.sections[0]!, appended: false }] }],
    };
    const db = await openPglite(undefined);
    try {
      await migrate(db);
      await expect(seedIfEmpty(db, [broken])).rejects.toThrow(/follows an appended section/);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe.each(testDatabases)('appended sections in the seeded demo on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const appendedTitles = SEED_FAMILIES.flatMap((f) =>
    f.courses.flatMap((c) => c.sections.filter((s) => s.appended).map((s) => s.title)),
  );

  it('the cohort studied the courses before them; their quizzes still have the cohort’s attempts', async () => {
    const progress = await t.db.query(
      `select ui.id from user_items ui join items i on i.id = ui.item_id join sections s on s.id = i.section_id
        where s.title = any($1::text[])`,
      [appendedTitles],
    );
    expect(progress).toEqual([]);
    const quizzes = await t.db.query<{ title: string; learners: number }>(
      `select i.title, count(distinct a.user_id)::int as learners
         from items i join sections s on s.id = i.section_id
         left join quiz_attempts a on a.quiz_id = i.id
        where s.title = any($1::text[]) and i.type = 'lp_quiz'
        group by i.title order by i.title`,
      [appendedTitles],
    );
    expect(quizzes.length).toBeGreaterThanOrEqual(4);
    for (const quiz of quizzes) expect(quiz.learners, quiz.title).toBeGreaterThanOrEqual(20);
  });
});
