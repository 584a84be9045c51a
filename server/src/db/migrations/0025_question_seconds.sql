-- Time per question (decision 0032): the seconds each question of an attempt was on screen, as the app
-- measured them (the larger of stored and sent figures is kept). Attempts made before the app measured
-- it have none, and item analysis counts a question's time only over the attempts that have it.
alter table quiz_attempts add column question_seconds jsonb not null default '{}'::jsonb;

-- of the learners counted for a question, how many have its time, and their seconds together
alter table item_analysis_questions
  add column timed integer not null default 0 check (timed >= 0),
  add column sum_seconds bigint not null default 0;
