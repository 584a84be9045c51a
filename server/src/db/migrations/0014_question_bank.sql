-- The question bank and past results that never change (decision 0024). A question is in at most one
-- quiz or unassigned in the bank; every edit of its content makes a new revision and keeps the one before
-- in question_revisions, which finished attempts' reviews read. A question someone has answered is
-- archived (out of its quiz), never deleted.
alter table questions alter column quiz_id drop not null;
alter table questions
  add column revision integer not null default 1,
  add column tags text[] not null default '{}',
  add column difficulty smallint check (difficulty between 1 and 3),
  add column author_id integer references users (id) on delete set null,
  add column archived_at timestamptz,
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now(),
  add column search tsvector generated always as (
    to_tsvector('simple', regexp_replace(title || ' ' || content || ' ' || coalesce(settings ->> 'text', ''), '<[^>]*>', ' ', 'g'))
  ) stored;

create index questions_search on questions using gin (search);
create index questions_tags on questions using gin (tags);
create index questions_type on questions (type, id desc);
create index questions_difficulty on questions (difficulty, id desc) where difficulty is not null;
create index questions_unassigned on questions (id desc) where quiz_id is null and archived_at is null;
create index questions_author on questions (author_id, id desc);

-- a question as it was at `revision`: its row and options (values and correctness), never updated
create table question_revisions (
  question_id integer not null references questions (id) on delete cascade,
  revision integer not null,
  snapshot jsonb not null,
  created_at timestamptz not null default now(),
  primary key (question_id, revision)
);
