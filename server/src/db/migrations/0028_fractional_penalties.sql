-- Fractional penalties (issue 27): a wrong answer and a skipped question take off a share of the question's
-- points, an exact fraction from 0 to 1 written as '0', '1' or 'n/d' in lowest terms (core's penalty.ts).
-- LearnPress's switches were the whole mark or nothing: they become '1' or '0'.
alter table quizzes
  add column wrong_penalty text not null default '0'
    check (wrong_penalty ~ '^(0|1|[1-9][0-9]?/[1-9][0-9]{0,2})$'),
  add column skip_penalty text not null default '0'
    check (skip_penalty ~ '^(0|1|[1-9][0-9]?/[1-9][0-9]{0,2})$');

update quizzes
   set wrong_penalty = case when negative_marking then '1' else '0' end,
       skip_penalty = case when minus_skipped then '1' else '0' end;

alter table quizzes drop column negative_marking, drop column minus_skipped;
