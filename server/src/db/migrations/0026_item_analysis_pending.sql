-- Item analysis counted off the finish (decision 0037): a finished attempt that is not a practice run
-- waits with analysis_pending until it is folded into the sums, in batches, by every process and before
-- every read of the sums. Attempts finished before this migration are counted already.
alter table quiz_attempts add column analysis_pending boolean not null default false;
create index quiz_attempts_analysis_pending on quiz_attempts (id) where analysis_pending;
