-- E-mails sent on a schedule (decision 0031): one row per e-mail that is due, named by a key that says
-- which e-mail it is ('plan-ending:{subscription}:{end date}', 'weekly-summary:{instructor}:{ISO week}').
-- Every server process plans the due e-mails (an insert that skips a key already there) and sends them
-- (a row is claimed with FOR UPDATE SKIP LOCKED), so each e-mail is sent once however many processes run.
create table scheduled_mails (
  id serial primary key,
  key text not null unique,
  kind text not null check (kind in ('plan_ending', 'weekly_summary')),
  -- the recipient
  user_id integer not null references users (id) on delete cascade,
  -- what the e-mail is about: the subscription that ends; null for a weekly summary
  subject_id integer,
  -- when it became due: the time to send it, and for a weekly summary the start of its week
  due_at timestamptz not null,
  -- pending: to send at next_attempt_at; sending: claimed by a process at claimed_at; sent; skipped: when
  -- it was to be sent there was nothing to say any more; failed: given up after refusals
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'skipped', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null,
  claimed_at timestamptz,
  -- who claimed it last (process and a random part): only that claim records the outcome
  claimed_by text,
  sent_at timestamptz,
  message_id text,
  last_error text,
  created_at timestamptz not null default now()
);

-- what the senders look for: rows to send, oldest first
create index scheduled_mails_due on scheduled_mails (next_attempt_at, id) where status in ('pending', 'sending');
