-- The studio (decision 0023). Who changed what and when: one row per change an author saved, with the
-- fields changed (`{field: {from, to}}`); the author's name is kept as it was, so the log reads the same
-- after an account is renamed or deleted. A course is written as a draft, published, or scheduled
-- (`future`, published at `published_at`).
create table audit_log (
  id serial primary key,
  user_id integer references users (id) on delete set null,
  who text not null,
  entity text not null,
  entity_id integer not null,
  course_id integer,
  action text not null,
  changes jsonb not null default '{}',
  at timestamptz not null default now()
);
create index audit_log_course on audit_log (course_id, at desc, id desc) where course_id is not null;
create index audit_log_entity on audit_log (entity, entity_id, at desc, id desc);

alter table courses add constraint courses_status check (status in ('draft', 'publish', 'future'));
create index courses_scheduled on courses (published_at) where status = 'future';
create index courses_author on courses (author_id);
