-- The learner's flags (issue 26): what they chose for the app in Settings, kept with the account so it
-- follows them to another device. The theme („Vzhled"): light, dark, or the system's (the default).
alter table users add column theme text not null default 'system' check (theme in ('light', 'dark', 'system'));
