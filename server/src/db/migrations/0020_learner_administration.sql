-- Learners in the studio (decision 0027): the team blocks an account (with the reason, kept for the
-- team; the learner is told only that the account is blocked). A blocked account cannot log in and its
-- tokens, website session and hand-off codes stop working on the next request.
alter table users
  add column blocked_at timestamptz,
  add column blocked_reason text;

-- the team's search: name, username or e-mail, contained anywhere (lower case)
create index users_search_name on users (lower(display_name));
