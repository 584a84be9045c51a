import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOverStored, type AnswerStatus } from '@studovna/core/domain';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { makeLearner } from '../../../test/course-fixtures';
import { applyAnswerStatuses } from './question-status.repository';

/** The database applies graded answers to a stored record exactly as core's `answerOverStored`. */
describe.each(testDatabases)('answer statuses applied in the database on %s', (kind) => {
  let t: TestApp;
  let questionIds: number[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    questionIds = (await t.db.query<{ id: number }>('select id from questions order by id limit 9')).map(
      (r) => r.id,
    );
  });
  afterAll(() => t.close());

  const stored: (AnswerStatus | null)[] = [null, 0, 1, 2, 3];
  const fresh: AnswerStatus[] = [1, 2, 3];

  it.each([false, true])('every stored status (pinned %s) with every fresh one', async (pinned) => {
    for (const before of stored) {
      const me = await makeLearner(t);
      const ids = questionIds.slice(0, fresh.length);
      if (before !== null)
        for (const id of ids)
          await t.db.query(
            `insert into question_statuses (user_id, question_id, answer_status, pinned, pinned_at)
             values ($1, $2, $3, $4, case when $4 then now() end)`,
            [me.id, id, before, pinned],
          );
      const wanted = new Map(ids.map((id, n) => [id, fresh[n]!]));
      const answered = await t.db.transaction((tx) => applyAnswerStatuses(tx, me.id, wanted));
      const rows = await t.db.query<{
        question_id: number;
        answer_status: number;
        pinned: boolean;
        pinned_at: Date | null;
      }>(
        'select question_id, answer_status, pinned, pinned_at from question_statuses where user_id = $1 order by question_id',
        [me.id],
      );
      const expected = ids.map((id, n) => ({
        question_id: id,
        answer_status: answerOverStored(before ?? 0, fresh[n]!),
        pinned: before !== null && pinned,
      }));
      expect(
        rows.map(({ pinned_at: _, ...row }) => row),
        `stored ${before}`,
      ).toEqual(expected);
      expect(rows.every((row) => (row.pinned_at !== null) === row.pinned)).toBe(true);
      expect(
        [...answered].map(([question_id, s]) => ({ question_id, answer_status: s.answer, pinned: s.pinned })),
      ).toEqual(expected);
    }
  });
});
