-- Item analysis of quizzes (decision 0030). Every learner counts once per quiz, with their first finished
-- graded attempt (the attempt that put them into quiz_learner_best). Its outcome adds to running sums
-- per question and revision, kept in the transaction of the finish, so a quiz's report reads a few rows per
-- question whatever the number of attempts. Points are kept in hundredths, as exact integers.
create table item_analysis_quizzes (
  quiz_id integer primary key references items (id) on delete cascade,
  -- learners counted (their first attempt) and the seconds those attempts took together
  learners integer not null check (learners >= 0),
  sum_time_spend bigint not null
);

-- One question of one revision, over the learners whose first attempt was graded with that revision:
-- how many, how many right, how many answered, and the sums the point-biserial needs (rest = the net
-- points of the attempt's other questions).
create table item_analysis_questions (
  quiz_id integer not null references items (id) on delete cascade,
  question_id integer not null references questions (id) on delete cascade,
  revision integer not null,
  learners integer not null check (learners >= 0),
  correct integer not null check (correct >= 0),
  answered integer not null check (answered >= 0),
  sum_rest bigint not null,
  sum_rest2 bigint not null,
  sum_correct_rest bigint not null,
  primary key (quiz_id, question_id, revision)
);

-- How many of those learners chose each option value (options of a revision, never another's).
create table item_analysis_options (
  quiz_id integer not null,
  question_id integer not null,
  revision integer not null,
  value text not null,
  chosen integer not null check (chosen >= 0),
  primary key (quiz_id, question_id, revision, value),
  foreign key (quiz_id, question_id, revision) references item_analysis_questions on delete cascade
);

-- how many learners pin a question, read through the pinned rows only
create index question_statuses_pinned_question on question_statuses (question_id) where pinned;

-- attempts finished before this migration (the same rule as rebuildItemAnalysis)
insert into item_analysis_quizzes (quiz_id, learners, sum_time_spend)
select quiz_id, count(*), coalesce(sum(time_spend), 0)
  from (select distinct on (quiz_id, user_id) quiz_id, time_spend from quiz_attempts
         where status = 'completed' and not practice and result is not null
         order by quiz_id, user_id, finished_at, id) f
 group by quiz_id;

insert into item_analysis_questions (quiz_id, question_id, revision, learners, correct, answered, sum_rest, sum_rest2, sum_correct_rest)
select i.quiz_id, i.question_id, i.revision, count(*), count(*) filter (where i.correct),
       count(*) filter (where i.answered), sum(i.rest), sum(i.rest * i.rest), coalesce(sum(i.rest) filter (where i.correct), 0)
  from (select f.quiz_id, a.key::int as question_id,
               coalesce((select (g ->> 'revision')::int from jsonb_array_elements(f.results -> 'graded') g
                          where g ->> 'id' = a.key limit 1), 1) as revision,
               coalesce((a.value ->> 'correct')::boolean, false) as correct,
               case jsonb_typeof(a.value -> 'answered')
                 when 'string' then (a.value ->> 'answered') ~ '\S'
                 when 'array' then exists (select 1 from jsonb_array_elements_text(a.value -> 'answered') e where e ~ '\S')
                 when 'object' then exists (select 1 from jsonb_each_text(a.value -> 'answered') e where e.value ~ '\S')
                 else false end as answered,
               sum(round((a.value ->> 'mark')::numeric * 100)::bigint) over (partition by f.id)
                 - round((a.value ->> 'mark')::numeric * 100)::bigint as rest
          from (select distinct on (quiz_id, user_id) id, quiz_id, results from quiz_attempts
                 where status = 'completed' and not practice and result is not null
                 order by quiz_id, user_id, finished_at, id) f
          cross join lateral jsonb_each(f.results -> 'answered') a) i
  join questions q on q.id = i.question_id
 group by i.quiz_id, i.question_id, i.revision;

insert into item_analysis_options (quiz_id, question_id, revision, value, chosen)
select c.quiz_id, c.question_id, c.revision, c.value, count(distinct c.attempt_id)
  from (select f.id as attempt_id, f.quiz_id, a.key::int as question_id,
               coalesce((select (g ->> 'revision')::int from jsonb_array_elements(f.results -> 'graded') g
                          where g ->> 'id' = a.key limit 1), 1) as revision,
               v.value
          from (select distinct on (quiz_id, user_id) id, quiz_id, results from quiz_attempts
                 where status = 'completed' and not practice and result is not null
                 order by quiz_id, user_id, finished_at, id) f
          cross join lateral jsonb_each(f.results -> 'answered') a
          cross join lateral jsonb_array_elements_text(case jsonb_typeof(a.value -> 'answered')
                 when 'string' then jsonb_build_array(a.value -> 'answered')
                 when 'array' then a.value -> 'answered' else '[]'::jsonb end) v
         where v.value ~ '\S') c
  join item_analysis_questions s on (s.quiz_id, s.question_id, s.revision) = (c.quiz_id, c.question_id, c.revision)
 group by c.quiz_id, c.question_id, c.revision, c.value;

-- a course's learners active per day: its attempts and items by time
create index quiz_attempts_course_finished on quiz_attempts (course_id, finished_at) where status = 'completed';
create index user_items_course on user_items (course_id, start_time);
