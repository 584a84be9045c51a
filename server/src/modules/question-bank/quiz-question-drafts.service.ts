import type { QuestionDraft } from '@studovna/core/studio';
import type { Queryable } from '../../db/database';
import { recordAuditEntries } from '../studio/audit-log.service';
import { storedOf } from './question-bank.repository';
import { draftFromStored, storedFromDraft } from './question-draft-codec';
import { insertQuestions } from './question-import.repository';
import { findQuizzesQuestions } from './question-search.repository';

/**
 * Quizzes' questions as drafts, for other modules (a course package, decision 0025): read in each quiz's
 * order, or written at the end of a quiz as questions of their author.
 */

/** Each quiz's questions in its order (archived ones are in no quiz), as the editor's drafts. */
export async function quizQuestionDrafts(
  db: Queryable,
  quizIds: readonly number[],
): Promise<Map<number, QuestionDraft[]>> {
  const { rows, options } = await findQuizzesQuestions(db, quizIds);
  const drafts = new Map<number, QuestionDraft[]>(quizIds.map((id) => [id, []]));
  for (const row of rows) {
    const draft = draftFromStored(storedOf(row, options.get(row.id) ?? []), {
      tags: row.tags,
      difficulty: row.difficulty,
    });
    drafts.get(row.quiz_id!)?.push(draft);
  }
  return drafts;
}

/**
 * Valid drafts (the caller checked them) as new questions of `authorId` at the end of the quiz, sanitised
 * as every question is, in the caller's transaction; each gets its line in the log.
 */
export async function insertQuizQuestionDrafts(
  tx: Queryable,
  input: { quizId: number; courseId: number; authorId: number; drafts: readonly QuestionDraft[] },
): Promise<number[]> {
  const stored = input.drafts.map((draft) => storedFromDraft(draft));
  const ids = await insertQuestions(tx, {
    questions: stored,
    authorId: input.authorId,
    quizId: input.quizId,
  });
  await recordAuditEntries(
    tx,
    ids.map((id, i) => ({
      userId: input.authorId,
      entity: 'question',
      entityId: id,
      courseId: input.courseId,
      action: 'import',
      changes: { title: { from: null, to: stored[i]!.stored.title } },
    })),
  );
  return ids;
}

/**
 * A mock test's questions put in its parts (decision 0043): in the quiz's order, the first `counts[0]`
 * in part 0, the next `counts[1]` in part 1, and so on; questions beyond the counts are in no part.
 */
export async function setQuizQuestionParts(
  tx: Queryable,
  quizId: number,
  counts: readonly number[],
): Promise<void> {
  const ends = counts.reduce<number[]>((sums, n) => [...sums, (sums.at(-1) ?? 0) + n], []);
  await tx.query(
    `update questions q
        set part = case when o.n < $3 then (select count(*) from unnest($2::int[]) e where e <= o.n) end
       from (select id, row_number() over (order by sort, id) - 1 as n from questions where quiz_id = $1) o
      where q.id = o.id`,
    [quizId, ends, ends.at(-1) ?? 0],
  );
}
