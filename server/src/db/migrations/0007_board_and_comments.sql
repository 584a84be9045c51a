-- The Board (issue 6): each learner's status per question, the spaced-repetition practice of pinned and
-- wrongly answered questions, and threaded comments under lessons and quizzes.

-- SPEC §3 status of a question for a learner: the answer status (0 not answered, 1 correct,
-- 2 re-correct, 3 incorrect) and the pin, kept apart; the wire number is pinned*10 + answer.
create table question_statuses (
  user_id integer not null references users (id) on delete cascade,
  question_id integer not null references questions (id) on delete cascade,
  answer_status smallint not null default 0 check (answer_status between 0 and 3),
  pinned boolean not null default false,
  pinned_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, question_id)
);
create index question_statuses_pinned on question_statuses (user_id) where pinned;

-- The FSRS card of a question in a learner's practice (ts-fsrs fields). A card exists once the question
-- is pinned or answered wrongly; `retired_at` is set when it has been answered right on spaced days, and
-- it leaves the queue.
create table practice_cards (
  user_id integer not null references users (id) on delete cascade,
  question_id integer not null references questions (id) on delete cascade,
  due timestamptz not null default now(),
  stability double precision not null default 0,
  difficulty double precision not null default 0,
  elapsed_days integer not null default 0,
  scheduled_days integer not null default 0,
  learning_steps integer not null default 0,
  reps integer not null default 0,
  lapses integer not null default 0,
  -- ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning
  state smallint not null default 0,
  last_review timestamptz,
  -- distinct days on which it was answered right in a row (reset by a wrong answer)
  right_days integer not null default 0,
  last_right_day date,
  retired_at timestamptz,
  primary key (user_id, question_id)
);
create index practice_cards_due on practice_cards (user_id, due) where retired_at is null;

-- Practice answers already applied, by the client's action id, so a replay applies once.
create table practice_actions (
  user_id integer not null references users (id) on delete cascade,
  action_id text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (user_id, action_id)
);

-- Comments on a lesson or quiz item (post); parent 0 is stored as null.
create table comments (
  id serial primary key,
  post_id integer not null references items (id) on delete cascade,
  parent_id integer references comments (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  -- sanitised HTML
  content text not null,
  created_at timestamptz not null default now()
);
create index comments_post on comments (post_id, created_at desc);
create index comments_parent on comments (parent_id);
-- a learner's latest comments: the posting rate limit
create index comments_user on comments (user_id, created_at desc);
