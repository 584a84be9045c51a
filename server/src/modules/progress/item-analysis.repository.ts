import type { QuestionSeconds } from '@studovna/core/domain';
import { itemContributions, type AttemptOutcomes } from '@studovna/core/studio';
import type { Queryable } from '../../db/database';

/**
 * The sums of item analysis (migration 0023, decision 0030): per quiz, per question and revision (with
 * its time on screen, decision 0032), per option value, over each learner's first finished graded attempt. Kept in the transaction of the finish
 * that puts the learner into the quiz's counted scores; derived in bulk from the attempts by
 * {@link rebuildItemAnalysis} (the seed, the benchmark, the migration's backfill and the tests' check).
 */

export interface FirstAttempt {
  quizId: number;
  results: AttemptOutcomes;
  timeSpend: number;
  /** Seconds each question was on screen; a question without a figure adds no time. */
  questionSeconds: QuestionSeconds;
}

/**
 * Adds a learner's first finished graded attempt to the sums, in one statement. Rows are written table by
 * table (quiz, questions, options: the main query reads the three in that order) and in ascending question
 * (and value) order, so concurrent finishes of one quiz lock them in one order and cannot deadlock.
 */
export async function recordFirstAttempt(tx: Queryable, first: FirstAttempt): Promise<void> {
  const items = itemContributions(first.results).sort((a, b) => a.questionId - b.questionId);
  const chosen = items
    .flatMap((i) => i.chosen.map((value) => ({ q: i.questionId, r: i.revision, value })))
    .sort((a, b) => a.q - b.q || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  await tx.query(
    `with quiz as (
       insert into item_analysis_quizzes (quiz_id, learners, sum_time_spend) values ($1, 1, $2)
       on conflict (quiz_id) do update set learners = item_analysis_quizzes.learners + 1,
         sum_time_spend = item_analysis_quizzes.sum_time_spend + excluded.sum_time_spend
       returning 1),
     questions as (
       insert into item_analysis_questions as s
              (quiz_id, question_id, revision, learners, correct, answered, sum_rest, sum_rest2,
               sum_correct_rest, timed, sum_seconds)
       select $1, q, r, 1, c::int, a::int, rest, rest * rest, case when c then rest else 0 end,
              (secs is not null)::int, coalesce(secs, 0)
         from unnest($3::int[], $4::int[], $5::boolean[], $6::boolean[], $7::bigint[], $8::int[])
              as x(q, r, c, a, rest, secs)
        order by q
       on conflict (quiz_id, question_id, revision) do update
          set learners = s.learners + 1, correct = s.correct + excluded.correct,
              answered = s.answered + excluded.answered, sum_rest = s.sum_rest + excluded.sum_rest,
              sum_rest2 = s.sum_rest2 + excluded.sum_rest2,
              sum_correct_rest = s.sum_correct_rest + excluded.sum_correct_rest,
              timed = s.timed + excluded.timed, sum_seconds = s.sum_seconds + excluded.sum_seconds
       returning 1),
     options as (
       insert into item_analysis_options as o (quiz_id, question_id, revision, value, chosen)
       select $1, q, r, v, 1 from unnest($9::int[], $10::int[], $11::text[]) as x(q, r, v) order by q, v
       on conflict (quiz_id, question_id, revision, value) do update set chosen = o.chosen + 1
       returning 1)
     select (select count(*) from quiz) as quizzes, (select count(*) from questions) as questions,
            (select count(*) from options) as options`,
    [
      first.quizId,
      first.timeSpend,
      items.map((i) => i.questionId),
      items.map((i) => i.revision),
      items.map((i) => i.correct),
      items.map((i) => i.answered),
      items.map((i) => i.rest),
      items.map((i) => first.questionSeconds[String(i.questionId)] ?? null),
      chosen.map((c) => c.q),
      chosen.map((c) => c.r),
      chosen.map((c) => c.value),
    ],
  );
}

/** Each learner's first finished graded attempt of the given quizzes (the rule of recordGradedScore). */
const FIRST_ATTEMPTS = `select distinct on (quiz_id, user_id) id, quiz_id, results, time_spend, question_seconds
   from quiz_attempts
   where quiz_id = any($1::int[]) and status = 'completed' and not practice and result is not null
   order by quiz_id, user_id, finished_at, id`;

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

/** Derives the sums of the given quizzes from their stored attempts (the same rule as the live upkeep). */
export async function rebuildItemAnalysis(tx: Queryable, quizIds: readonly number[]): Promise<void> {
  const ids = [...quizIds];
  await tx.query('delete from item_analysis_questions where quiz_id = any($1::int[])', [ids]);
  await tx.query('delete from item_analysis_quizzes where quiz_id = any($1::int[])', [ids]);
  await tx.query(
    `insert into item_analysis_quizzes (quiz_id, learners, sum_time_spend)
     select quiz_id, count(*), coalesce(sum(time_spend), 0) from (${FIRST_ATTEMPTS}) f group by quiz_id`,
    [ids],
  );
  await tx.query(
    `insert into item_analysis_questions
            (quiz_id, question_id, revision, learners, correct, answered, sum_rest, sum_rest2, sum_correct_rest,
             timed, sum_seconds)
     select i.quiz_id, i.question_id, i.revision, count(*), count(*) filter (where i.correct),
            count(*) filter (where i.answered), sum(i.rest), sum(i.rest * i.rest),
            coalesce(sum(i.rest) filter (where i.correct), 0), count(i.secs), coalesce(sum(i.secs), 0)
       from (select f.quiz_id, a.key::int as question_id, ${REVISION} as revision,
                    coalesce((a.value ->> 'correct')::boolean, false) as correct, ${ANSWERED} as answered,
                    sum(${NET}) over (partition by f.id) - ${NET} as rest,
                    (f.question_seconds ->> a.key)::int as secs
               from (${FIRST_ATTEMPTS}) f cross join lateral jsonb_each(f.results -> 'answered') a) i
       join questions q on q.id = i.question_id
      group by i.quiz_id, i.question_id, i.revision`,
    [ids],
  );
  await tx.query(
    `insert into item_analysis_options (quiz_id, question_id, revision, value, chosen)
     select c.quiz_id, c.question_id, c.revision, c.value, count(distinct c.attempt_id)
       from (select f.id as attempt_id, f.quiz_id, a.key::int as question_id, ${REVISION} as revision, v.value
               from (${FIRST_ATTEMPTS}) f
               cross join lateral jsonb_each(f.results -> 'answered') a
               cross join lateral jsonb_array_elements_text(case jsonb_typeof(a.value -> 'answered')
                      when 'string' then jsonb_build_array(a.value -> 'answered')
                      when 'array' then a.value -> 'answered' else '[]'::jsonb end) v
              where v.value ~ '\\S') c
       join item_analysis_questions s
         on (s.quiz_id, s.question_id, s.revision) = (c.quiz_id, c.question_id, c.revision)
      group by c.quiz_id, c.question_id, c.revision, c.value`,
    [ids],
  );
}
