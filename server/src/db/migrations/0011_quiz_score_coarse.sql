-- A coarse histogram of the counted scores (decision 0008): how many learners hold a score in each
-- bucket of one percent (bucket = score / 100, 0–100; bucket 100 holds 10000 alone). A percentile of s
-- is the sum of the buckets below s's bucket plus the fine rows of s's bucket up to s: at most 101 + 100
-- rows, whatever the number of attempts or distinct scores. Kept with quiz_score_histogram in the
-- transaction of every graded finish; always equal to `select quiz_id, score / 100, sum(learners) from
-- quiz_score_histogram group by 1, 2` (rows may stay at 0).
create table quiz_score_coarse (
  quiz_id integer not null references items (id) on delete cascade,
  bucket integer not null check (bucket between 0 and 100),
  learners integer not null check (learners >= 0),
  primary key (quiz_id, bucket)
);

-- the counted scores held before this migration
insert into quiz_score_coarse (quiz_id, bucket, learners)
select quiz_id, score / 100, sum(learners) from quiz_score_histogram group by quiz_id, score / 100;
