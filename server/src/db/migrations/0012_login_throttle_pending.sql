-- Attempts of a key that have been let through and are still being checked (a password being verified).
-- A check is reserved before it runs, so a burst of parallel requests cannot pass the limit: at most
-- `limit - failures - pending` more checks may start (decision 0003).
alter table login_throttle add column pending integer not null default 0;
