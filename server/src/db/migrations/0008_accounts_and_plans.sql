-- Study plans, their purchases, password resets, the website's sign-in hand-off and web-login identities.

-- Plan products (SPEC §1): one product per test family, sold for periods of days, weeks or months.
create table plans (
  id serial primary key,
  slug text not null unique,
  family text not null check (family in ('osp', 'zsv', 'tsp')),
  name text not null,
  period_unit text not null check (period_unit in ('DAY', 'WEEK', 'MONTH')),
  period_count integer not null check (period_count > 0),
  -- whole Czech crowns
  price integer not null check (price >= 0),
  sort integer not null default 0,
  active boolean not null default true
);

-- A bought plan: grants premium_<family> from starts_at until expires_at, unless ended before.
create table subscriptions (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  plan_id integer not null references plans (id),
  family text not null check (family in ('osp', 'zsv', 'tsp')),
  -- where it was bought: the website checkout, an app store, or granted by the team
  source text not null check (source in ('web', 'android', 'ios', 'admin')),
  starts_at timestamptz not null,
  expires_at timestamptz not null,
  ended_at timestamptz,
  -- the payment provider's or store's reference
  payment_ref text,
  created_at timestamptz not null default now(),
  check (expires_at > starts_at)
);
create index subscriptions_user on subscriptions (user_id, expires_at desc);

-- A purchase in progress on the website, handled by a payment provider (the demo checkout by default).
create table checkouts (
  id text primary key,
  user_id integer not null references users (id) on delete cascade,
  plan_id integer not null references plans (id),
  provider text not null,
  amount integer not null,
  status text not null check (status in ('pending', 'paid', 'cancelled', 'failed')),
  created_at timestamptz not null,
  completed_at timestamptz,
  subscription_id integer references subscriptions (id) on delete set null,
  order_id integer references orders (id) on delete set null
);
create index checkouts_user on checkouts (user_id, created_at desc);

-- Single-use password-reset links; only a hash of the e-mailed token is kept.
create table password_resets (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user on password_resets (user_id);

-- Single-use codes with which the app signs its learner in on the website (study plans page).
create table site_handoffs (
  code_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Accounts of a third-party OpenID Connect provider linked to learners (web login).
create table user_identities (
  issuer text not null,
  subject text not null,
  user_id integer not null references users (id) on delete cascade,
  email text not null default '',
  created_at timestamptz not null default now(),
  primary key (issuer, subject)
);
create index user_identities_user on user_identities (user_id);
