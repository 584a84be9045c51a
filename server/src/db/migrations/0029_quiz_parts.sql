-- The parts of a mock test (issue 27, decision 0041): the oddíly of OSP, the parts of ZSV, the dimensions of
-- TSP. A quiz lists its parts in order (title, own time limit in seconds, 0 when the parts share the
-- quiz's time); a question names its part by its index in that list (null in a quiz without parts).
alter table quizzes add column parts jsonb not null default '[]';
alter table questions add column part smallint check (part >= 0);
