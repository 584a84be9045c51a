-- Grading handed-in assignments (decision 0026). An instructor evaluates an answer (mark, graduation,
-- feedback, optionally one file) or sends it back for another try (the answer is started again, with a
-- new deadline; the feedback stays for the learner to read). `revision` grows with every change of the
-- answer's state, so a grading made over an answer that changed in the meantime is refused.
alter table assignment_answers
  -- the instructor's written feedback, plain text
  add column feedback text not null default '',
  -- who evaluated or sent it back last, and their name as it was then
  add column graded_by integer references users (id) on delete set null,
  add column graded_by_name text,
  -- when it was last sent back, and how many times
  add column returned_at timestamptz,
  add column returns integer not null default 0 check (returns >= 0),
  add column revision integer not null default 0 check (revision >= 0);

-- The file an instructor attached to the feedback: at most one per answer, stored beside the answer's
-- files (DATA_DIR/assignment-answers/, never served statically).
create table assignment_feedback_files (
  id serial primary key,
  answer_id integer not null unique references assignment_answers (id) on delete cascade,
  original_name text not null,
  stored_name text not null unique,
  mime text not null,
  size integer not null check (size > 0),
  created_at timestamptz not null default now()
);

-- the queue: answers of a state, oldest hand-in first
create index assignment_answers_queue on assignment_answers (status, submitted_at, id);
