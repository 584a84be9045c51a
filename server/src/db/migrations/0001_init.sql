-- Accounts, the course catalogue and quiz content.
-- Courses, items and questions share one id sequence, as WordPress posts do, so an id names one thing.
create sequence post_ids;

create table users (
  id serial primary key,
  username text not null,
  email text not null,
  password_hash text not null,
  display_name text not null,
  first_name text not null default '',
  last_name text not null default '',
  nickname text not null default '',
  description text not null default '',
  avatar_path text,
  roles text[] not null default array['subscriber'],
  -- raised on password change or deletion: tokens signed with an older version stop working
  token_version integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index users_username_key on users (lower(username));
create unique index users_email_key on users (lower(email));

-- Failed-login counters per IP and per account (fixed window).
create table login_throttle (
  key text primary key,
  failures integer not null,
  window_start timestamptz not null
);

create table categories (
  id serial primary key,
  slug text not null unique,
  name text not null,
  description text not null default '',
  image text not null default '',
  -- premium codes a learner must all hold (SPEC §3 meta.subscription)
  subscription text[] not null default '{}',
  sort integer not null default 0
);

create table courses (
  id integer primary key default nextval('post_ids'),
  slug text not null unique,
  title text not null,
  excerpt text not null default '',
  content text not null default '',
  image text not null default '',
  author_id integer not null references users (id),
  status text not null default 'publish',
  price integer not null default 0,
  sale_price integer,
  duration text not null default '',
  passing_condition integer not null default 80,
  retake_count integer not null default 0,
  published_at timestamptz not null default now()
);

create table course_categories (
  course_id integer not null references courses (id) on delete cascade,
  category_id integer not null references categories (id) on delete cascade,
  primary key (course_id, category_id)
);
create index course_categories_category on course_categories (category_id);

create table sections (
  id serial primary key,
  course_id integer not null references courses (id) on delete cascade,
  title text not null,
  description text not null default '',
  sort integer not null
);
create index sections_course on sections (course_id, sort);

create table items (
  id integer primary key default nextval('post_ids'),
  course_id integer not null references courses (id) on delete cascade,
  section_id integer not null references sections (id) on delete cascade,
  type text not null check (type in ('lp_lesson', 'lp_quiz', 'lp_assignment')),
  title text not null,
  content text not null default '',
  duration_minutes integer not null default 0,
  preview boolean not null default false,
  sort integer not null
);
create index items_section on items (section_id, sort);
create index items_course on items (course_id);

create table quizzes (
  item_id integer primary key references items (id) on delete cascade,
  passing_grade integer not null default 80,
  retake_count integer not null default 0,
  time_limit_seconds integer not null default 0,
  instant_check boolean not null default false,
  negative_marking boolean not null default false,
  minus_skipped boolean not null default false
);

create table questions (
  id integer primary key default nextval('post_ids'),
  quiz_id integer not null references items (id) on delete cascade,
  sort integer not null,
  type text not null check (type in ('true_or_false', 'single_choice', 'multi_choice', 'fill_in_blanks', 'sorting_choice')),
  title text not null,
  content text not null default '',
  hint text not null default '',
  explanation text not null default '',
  mark numeric(6, 2) not null default 1,
  -- fill_in_blanks: {"text": "… {{id}} …", "blanks": [{id, comparison, answer|answers|min,max, matchCase}]}
  settings jsonb not null default '{}'
);
create index questions_quiz on questions (quiz_id, sort);

create table question_options (
  id serial primary key,
  question_id integer not null references questions (id) on delete cascade,
  sort integer not null,
  title text not null,
  value text not null,
  is_true boolean not null default false
);
create index question_options_question on question_options (question_id, sort);
