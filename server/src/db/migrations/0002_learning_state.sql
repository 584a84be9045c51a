-- A learner's courses and items, wishlist, reviews, orders, and the announced upcoming courses.

-- One row per learner and course: the current run. A retake resets it and counts in `retaken`.
create table user_courses (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  course_id integer not null references courses (id) on delete cascade,
  status text not null check (status in ('purchased', 'enrolled', 'finished')),
  graduation text not null default 'in-progress' check (graduation in ('in-progress', 'passed', 'failed')),
  -- result in percent when finished
  result numeric(5, 2),
  retaken integer not null default 0,
  start_time timestamptz,
  end_time timestamptz,
  unique (user_id, course_id)
);
create index user_courses_course on user_courses (course_id);

-- One row per learner and item (lesson, quiz, assignment) of the current course run.
create table user_items (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  course_id integer not null references courses (id) on delete cascade,
  item_id integer not null references items (id) on delete cascade,
  status text not null check (status in ('started', 'completed')),
  graduation text not null default 'in-progress' check (graduation in ('in-progress', 'passed', 'failed')),
  start_time timestamptz not null default now(),
  end_time timestamptz,
  unique (user_id, item_id)
);
create index user_items_user_course on user_items (user_id, course_id);

create table wishlist (
  user_id integer not null references users (id) on delete cascade,
  course_id integer not null references courses (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, course_id)
);

create table reviews (
  id serial primary key,
  course_id integer not null references courses (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  title text not null,
  rating integer not null check (rating between 1 and 5),
  content text not null,
  created_at timestamptz not null default now(),
  unique (course_id, user_id)
);

create table orders (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  status text not null check (status in ('pending', 'processing', 'completed', 'cancelled', 'refunded', 'failed')),
  -- whole Czech crowns
  total integer not null,
  created_at timestamptz not null default now()
);
create index orders_user on orders (user_id, created_at desc);

create table order_items (
  id serial primary key,
  order_id integer not null references orders (id) on delete cascade,
  -- a course bought on its own, or null for a study plan
  course_id integer references courses (id) on delete set null,
  name text not null,
  total integer not null
);
create index order_items_order on order_items (order_id);

create table upcoming_courses (
  id serial primary key,
  title text not null,
  content text not null default '',
  image text not null default '',
  category_id integer references categories (id) on delete set null,
  start_time timestamptz not null
);
