import type { Queryable } from '../../db/database';
import { countedAttempt } from './attempts.repository';

/**
 * The sums of item analysis (migration 0023, decision 0030): per quiz, per question and revision (with
 * its time on screen, decision 0032), per option value, over each learner's first finished graded attempt.
 * A finish only marks its attempt pending (migration 0026, decision 0037); {@link foldPendingAttempts}
 * adds the pending ones to the sums in batches, and {@link rebuildItemAnalysis} derives the sums of whole
 * quizzes from their attempts (the seed, the benchmark, the migration's backfill). Both add the same rows
 * with the same SQL.
 */

/** Each learner's first finished graded attempt of the given quizzes (the rule of recordGradedScore). */
const FIRST_ATTEMPTS_OF_QUIZZES = `select distinct on (quiz_id, user_id) id, quiz_id, results, time_spend, question_seconds
   from quiz_attempts a
   where quiz_id = any($1::int[]) and ${countedAttempt('a')}
   order by quiz_id, user_id, finished_at, id`;

/** Of the given attempts, those that are their learner's first finished graded attempt of the quiz. */
const FIRST_ATTEMPTS_AMONG = `select a.id, a.quiz_id, a.results, a.time_spend, a.question_seconds
   from quiz_attempts a
   where a.id = any($1::int[]) and ${countedAttempt('a')}
     and not exists (select 1 from quiz_attempts b
                      where b.quiz_id = a.quiz_id and b.user_id = a.user_id and ${countedAttempt('b')}
                        and (b.finished_at, b.id) < (a.finished_at, a.id))`;

/** The revision an attempt graded question `a.key` with (1 before revisions were recorded). */
const REVISION = `coalesce((select (g ->> 'revision')::int from jsonb_array_elements(f.results -> 'graded') g
                   where g ->> 'id' = a.key limit 1), 1)`;

/** Net points in hundredths of one stored outcome `a`. */
const NET = `round((a.value ->> 'mark')::numeric * 100)::bigint`;

/** `isEmptyAnswer` negated, in SQL, of the stored answer of outcome `a`. */
const ANSWERED = `case jsonb_typeof(a.value -> 'answered')
   when 'string' then (a.value ->> 'answered') ~ '\\S'
   when 'array' then exists (select 1 from jsonb_array_elements_text(a.value -> 'answered') e where e ~ '\\S')
   when 'object' then exists (select 1 from jsonb_each_text(a.value -> 'answered') e where e.value ~ '\\S')
   else false end`;

/**
 * Adds the attempts `firsts` selects (with `$1` as its parameter) to the sums. Table by table (quiz,
 * questions, options) and in key order within each, as every writer of the sums, so two processes
 * folding at once cannot deadlock.
 */
async function addToSums(tx: Queryable, firsts: string, param: readonly number[]): Promise<void> {
  await tx.query(
    `insert into item_analysis_quizzes as s (quiz_id, learners, sum_time_spend)
     select quiz_id, count(*), coalesce(sum(time_spend), 0) from (${firsts}) f group by quiz_id order by quiz_id
     on conflict (quiz_id) do update set learners = s.learners + excluded.learners,
        sum_time_spend = s.sum_time_spend + excluded.sum_time_spend`,
    [param],
  );
  await tx.query(
    `insert into item_analysis_questions as s
            (quiz_id, question_id, revision, learners, correct, answered, sum_rest, sum_rest2, sum_correct_rest,
             timed, sum_seconds)
     select i.quiz_id, i.question_id, i.revision, count(*), count(*) filter (where i.correct),
            count(*) filter (where i.answered), sum(i.rest), sum(i.rest * i.rest),
            coalesce(sum(i.rest) filter (where i.correct), 0), count(i.secs), coalesce(sum(i.secs), 0)
       from (select f.quiz_id, a.key::int as question_id, ${REVISION} as revision,
                    coalesce((a.value ->> 'correct')::boolean, false) as correct, ${ANSWERED} as answered,
                    sum(${NET}) over (partition by f.id) - ${NET} as rest,
                    (f.question_seconds ->> a.key)::int as secs
               from (${firsts}) f cross join lateral jsonb_each(f.results -> 'answered') a) i
       join questions q on q.id = i.question_id
      group by i.quiz_id, i.question_id, i.revision
      order by i.quiz_id, i.question_id, i.revision
     on conflict (quiz_id, question_id, revision) do update
        set learners = s.learners + excluded.learners, correct = s.correct + excluded.correct,
            answered = s.answered + excluded.answered, sum_rest = s.sum_rest + excluded.sum_rest,
            sum_rest2 = s.sum_rest2 + excluded.sum_rest2,
            sum_correct_rest = s.sum_correct_rest + excluded.sum_correct_rest,
            timed = s.timed + excluded.timed, sum_seconds = s.sum_seconds + excluded.sum_seconds`,
    [param],
  );
  await tx.query(
    `insert into item_analysis_options as o (quiz_id, question_id, revision, value, chosen)
     select c.quiz_id, c.question_id, c.revision, c.value, count(distinct c.attempt_id)
       from (select f.id as attempt_id, f.quiz_id, a.key::int as question_id, ${REVISION} as revision, v.value
               from (${firsts}) f
               cross join lateral jsonb_each(f.results -> 'answered') a
               cross join lateral jsonb_array_elements_text(case jsonb_typeof(a.value -> 'answered')
                      when 'string' then jsonb_build_array(a.value -> 'answered')
                      when 'array' then a.value -> 'answered' else '[]'::jsonb end) v
              where v.value ~ '\\S') c
       join item_analysis_questions s
         on (s.quiz_id, s.question_id, s.revision) = (c.quiz_id, c.question_id, c.revision)
      group by c.quiz_id, c.question_id, c.revision, c.value
      order by c.quiz_id, c.question_id, c.revision, c.value
     on conflict (quiz_id, question_id, revision, value) do update set chosen = o.chosen + excluded.chosen`,
    [param],
  );
}

/** Derives the sums of the given quizzes from their stored attempts (the same rows the folding adds). */
export async function rebuildItemAnalysis(tx: Queryable, quizIds: readonly number[]): Promise<void> {
  const ids = [...quizIds];
  await tx.query('delete from item_analysis_questions where quiz_id = any($1::int[])', [ids]);
  await tx.query('delete from item_analysis_quizzes where quiz_id = any($1::int[])', [ids]);
  await tx.query(
    'update quiz_attempts set analysis_pending = false where analysis_pending and quiz_id = any($1::int[])',
    [ids],
  );
  await addToSums(tx, FIRST_ATTEMPTS_OF_QUIZZES, ids);
}

/**
 * Adds up to `limit` pending attempts (the oldest first) to the sums and marks them counted, in the
 * caller's transaction; answers how many were taken. Attempts another transaction is folding are skipped
 * (`wait: false`, the background folding) or waited for (`wait: true`, before a read of the sums, which
 * then sees them counted).
 */
export async function foldPendingAttempts(
  tx: Queryable,
  limit: number,
  options: { wait: boolean },
): Promise<number> {
  const taken = await tx.query<{ id: number }>(
    `update quiz_attempts set analysis_pending = false
      where id in (select id from quiz_attempts where analysis_pending order by id limit $1
                   for update${options.wait ? '' : ' skip locked'})
        and analysis_pending
      returning id`,
    [limit],
  );
  if (taken.length > 0)
    await addToSums(
      tx,
      FIRST_ATTEMPTS_AMONG,
      taken.map((row) => row.id),
    );
  return taken.length;
}
