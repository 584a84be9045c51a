-- Moderation (decision 0029): the team or a course's instructor hides or deletes a comment or a review
-- with a reason the author reads in the app; learners report comments, once each; an instructor or the
-- team answers in a thread from the studio, and the answer carries a badge.

-- `moderation`: null (shown), 'hidden' (kept, may be shown again) or 'deleted' (the text is gone for
-- good); who did it, named as then, when, and the reason the author reads.
alter table comments
  add column moderation text check (moderation in ('hidden', 'deleted')),
  add column moderated_at timestamptz,
  add column moderated_by integer references users (id) on delete set null,
  add column moderated_by_name text,
  -- 'instructor' or 'team': how the author is told who hid it
  add column moderated_as text check (moderated_as in ('instructor', 'team')),
  add column moderation_reason text,
  -- an answer written from the studio: 'instructor' (the course's author) or 'team'; null for a learner's
  add column badge text check (badge in ('instructor', 'team'));

alter table reviews
  add column moderation text check (moderation in ('hidden', 'deleted')),
  add column moderated_at timestamptz,
  add column moderated_by integer references users (id) on delete set null,
  add column moderated_by_name text,
  add column moderated_as text check (moderated_as in ('instructor', 'team')),
  add column moderation_reason text;

-- A learner's report of a comment: one each; `resolved_at` once the comment was hidden, deleted or kept.
create table comment_reports (
  comment_id integer not null references comments (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  reason text not null check (reason in ('offensive', 'spam', 'off_topic', 'other')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  primary key (comment_id, user_id)
);
-- the studio's list puts comments with open reports first
create index comment_reports_open on comment_reports (comment_id) where resolved_at is null;

-- the studio's lists: the newest across courses
create index comments_newest on comments (created_at desc, id desc);
create index reviews_newest on reviews (created_at desc, id desc);
