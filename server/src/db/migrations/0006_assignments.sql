-- Assignments (SPEC §3): the settings of an lp_assignment item, its public attachments, and each
-- learner's answer with the files they saved. An answer belongs to the learner's current run of the item
-- (user_items): an item reset or a course retake deletes the run and, with it, the answer.

create table assignments (
  item_id integer primary key references items (id) on delete cascade,
  -- shown before the start, HTML (the task itself is the item's content)
  introduction text not null default '',
  -- files the learner may save in all (SPEC §9: at most 2)
  files_amount integer not null default 1 check (files_amount between 0 and 2),
  -- time allowed after the start: duration_time units of duration_format; 0 = no limit
  duration_format text not null default 'day' check (duration_format in ('minute', 'hour', 'day', 'week')),
  duration_time integer not null default 0 check (duration_time >= 0),
  -- points needed to pass
  passing_grade numeric(8, 2) not null default 0 check (passing_grade >= 0)
);

-- Files of the assignment itself, public under /wp-content/uploads/.
create table assignment_attachments (
  id serial primary key,
  item_id integer not null references assignments (item_id) on delete cascade,
  name text not null,
  -- path under the uploads directory
  path text not null,
  size integer not null check (size >= 0),
  sort integer not null default 0
);
create index assignment_attachments_item on assignment_attachments (item_id, sort);

-- A learner's answer: '' (no row) → started → completed (handed in) → evaluated (marked).
create table assignment_answers (
  id serial primary key,
  user_item_id integer not null unique references user_items (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  item_id integer not null references items (id) on delete cascade,
  status text not null check (status in ('started', 'completed', 'evaluated')),
  started_at timestamptz not null default now(),
  -- null when the assignment has no time limit
  deadline timestamptz,
  submitted_at timestamptz,
  note text not null default '',
  -- points given by the instructor, and the graduation they mean against the passing grade
  mark numeric(8, 2),
  graduation text check (graduation in ('passed', 'failed')),
  evaluated_at timestamptz,
  unique (user_id, item_id),
  check ((status = 'evaluated') = (mark is not null and graduation is not null))
);

-- The files of an answer. Stored under DATA_DIR/assignment-answers/ (never served statically) with a
-- generated name; the learner's own name is kept only to show and to name the download.
create table assignment_answer_files (
  id serial primary key,
  answer_id integer not null references assignment_answers (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  original_name text not null,
  -- path relative to the answers directory: <user id>/<item id>/<generated name>
  stored_name text not null unique,
  mime text not null,
  size integer not null check (size > 0),
  created_at timestamptz not null default now()
);
create index assignment_answer_files_answer on assignment_answer_files (answer_id, id);
create index assignment_answer_files_user on assignment_answer_files (user_id);
