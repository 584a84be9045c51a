-- Quiz attempts: one row per attempt, answers saved as the learner goes, the server's deadline and,
-- once finished, the graded results. An attempt belongs to the learner's current run of the quiz item
-- (user_items); when that run is reset (items/reset, course retake) the link is cleared and the
-- attempt stays as history.
create table quiz_attempts (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  quiz_id integer not null references items (id) on delete cascade,
  course_id integer not null references courses (id) on delete cascade,
  user_item_id integer references user_items (id) on delete set null,
  status text not null check (status in ('started', 'completed')),
  -- retakes used when this attempt began (0 for the first attempt of a run)
  retaken integer not null default 0,
  started_at timestamptz not null default now(),
  -- null when the quiz is untimed
  deadline timestamptz,
  finished_at timestamptz,
  -- question id → the learner's answer (option value, option values, or blank id → fill)
  answers jsonb not null default '{}',
  -- questions checked (and so locked) during the attempt
  checked_question_ids integer[] not null default '{}',
  -- the graded results at finish: counts, marks and question id → outcome
  results jsonb,
  graduation text check (graduation in ('passed', 'failed')),
  -- percent 0–100
  result numeric(5, 2),
  user_mark numeric(8, 2),
  -- seconds between start and finish (the deadline at most)
  time_spend integer
);
create index quiz_attempts_quiz_user on quiz_attempts (quiz_id, user_id, id desc);
create index quiz_attempts_user_item on quiz_attempts (user_item_id);
-- at most one attempt in progress per run of a quiz
create unique index quiz_attempts_one_started on quiz_attempts (user_item_id) where status = 'started';
