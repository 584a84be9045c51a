-- The highest mark of an assignment (issue 22 point 6, LearnPress Assignments' "mark"): an instructor's
-- mark lies between 0 and it, and the passing grade is at most it. Existing assignments keep their
-- passing grade and get 10 points, or their passing grade when that is higher.
alter table assignments add column mark numeric(8, 2) not null default 10 check (mark > 0);
update assignments set mark = passing_grade where passing_grade > mark;
