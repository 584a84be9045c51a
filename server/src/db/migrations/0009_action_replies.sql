-- The answer to a learner's action sent with an `X-Action-Id`: a replay of the same action gets it again
-- without the action running twice. A row without `completed_at` is an action still running.
create table action_replies (
  user_id integer not null references users (id) on delete cascade,
  action_id text not null,
  -- the endpoint and path the action was sent to; the same id elsewhere is refused
  endpoint text not null,
  status_code integer,
  body jsonb,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  primary key (user_id, action_id)
);
create index action_replies_created on action_replies (created_at);
