-- What the team writes of each family's study plans in the studio (issue 22 point 7, decision 0020): lines
-- shown after the bullets counted from the content, never instead of them.
create table plan_families (
  family text primary key check (family in ('osp', 'zsv', 'tsp')),
  bullets text[] not null default '{}'
);

-- One plan per family and length: the studio adds a length once, and changes it only while unsold.
create unique index plans_family_length on plans (family, period_unit, period_count);
