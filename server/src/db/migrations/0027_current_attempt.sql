-- The latest attempt of a learner's run, read by a query of its own (decision 0040). Called in the
-- statement that locks the run, after the lock was granted, it sees every attempt committed by then: a
-- volatile function is never inlined and takes a fresh snapshot for each query it runs, where the locking
-- statement itself reads from the snapshot taken before it waited for the lock.
create function current_attempt(run_id integer) returns setof quiz_attempts
  language sql volatile
  as $$ select * from quiz_attempts where user_item_id = run_id order by id desc limit 1 $$;
