-- Percentile, statistics, attempt history and practice runs (decision 0008).

-- A practice run of the learner's mistakes: outside every run of the item (user_item_id is null), over
-- the wrong and skipped questions of a finished graded attempt (source_attempt_id). It is never graded
-- into the item, never spends a retake and never counts in the percentile.
alter table quiz_attempts add column practice boolean not null default false;
alter table quiz_attempts add column question_ids integer[];
alter table quiz_attempts add column source_attempt_id integer references quiz_attempts (id) on delete set null;
-- at most one practice run in progress per learner and quiz
create unique index quiz_attempts_one_practice on quiz_attempts (user_id, quiz_id) where practice and status = 'started';

-- Each learner's counted score of a quiz: the best result of their finished graded attempts, as
-- score = result percent × 100 (0–10000); of equal results the earliest attempt. `attempts` counts the
-- finished graded attempts (statistics' `solutions`). Kept in the transaction of every graded finish.
create table quiz_learner_best (
  quiz_id integer not null references items (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  best_score integer not null check (best_score between 0 and 10000),
  best_attempt_id integer not null references quiz_attempts (id) on delete cascade,
  attempts integer not null check (attempts > 0),
  primary key (quiz_id, user_id)
);
create index quiz_learner_best_user on quiz_learner_best (user_id);

-- How many learners have each counted score: a percentile is one sum over at most 10001 rows of a quiz,
-- whatever the number of attempts. Always equal to `select quiz_id, best_score, count(*) from
-- quiz_learner_best group by 1, 2` (rows may stay at 0).
create table quiz_score_histogram (
  quiz_id integer not null references items (id) on delete cascade,
  score integer not null check (score between 0 and 10000),
  learners integer not null check (learners >= 0),
  primary key (quiz_id, score)
);

-- attempts finished before this migration
insert into quiz_learner_best (quiz_id, user_id, best_score, best_attempt_id, attempts)
select distinct on (quiz_id, user_id)
       quiz_id, user_id, round(result * 100)::int, id, count(*) over (partition by quiz_id, user_id)
  from quiz_attempts
 where status = 'completed' and result is not null
 order by quiz_id, user_id, result desc, id;
insert into quiz_score_histogram (quiz_id, score, learners)
select quiz_id, best_score, count(*) from quiz_learner_best group by quiz_id, best_score;
