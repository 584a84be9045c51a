-- One number that grows whenever something everyone sees of a course changes: the course, its
-- categories, sections, items and quizzes with their questions, its instructor's name, picture and
-- description, its reviews (rating) and who is enrolled in or finished it (number of students). The
-- server keeps what it built from these tables while the number stays the same (decision 0014). The
-- number changes in the writing transaction, so a reader sees it change together with the data.
create table content_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into content_version (id, version) values (true, 1);

create function bump_content_version() returns trigger language plpgsql as $$ begin update content_version set version = version + 1; return null; end $$;

create trigger courses_content_version after insert or update or delete or truncate on courses
  for each statement execute function bump_content_version();
create trigger categories_content_version after insert or update or delete or truncate on categories
  for each statement execute function bump_content_version();
create trigger course_categories_content_version after insert or update or delete or truncate on course_categories
  for each statement execute function bump_content_version();
create trigger sections_content_version after insert or update or delete or truncate on sections
  for each statement execute function bump_content_version();
create trigger items_content_version after insert or update or delete or truncate on items
  for each statement execute function bump_content_version();
create trigger reviews_content_version after insert or update or delete or truncate on reviews
  for each statement execute function bump_content_version();
create trigger authors_content_version after update of display_name, avatar_path, description on users
  for each row when (
    old.display_name is distinct from new.display_name
    or old.avatar_path is distinct from new.avatar_path
    or old.description is distinct from new.description
  ) execute function bump_content_version();

-- students: a row counts while its status is enrolled or finished
create trigger students_added_content_version after insert on user_courses
  for each row when (new.status in ('enrolled', 'finished')) execute function bump_content_version();
create trigger students_removed_content_version after delete on user_courses
  for each row when (old.status in ('enrolled', 'finished')) execute function bump_content_version();
create trigger students_changed_content_version after update of status, course_id on user_courses
  for each row when (
    old.course_id is distinct from new.course_id
    or (old.status in ('enrolled', 'finished')) is distinct from (new.status in ('enrolled', 'finished'))
  ) execute function bump_content_version();
create trigger students_truncated_content_version after truncate on user_courses
  for each statement execute function bump_content_version();

-- a quiz's settings, questions and options (what grading and the quiz view read)
create trigger quizzes_content_version after insert or update or delete or truncate on quizzes
  for each statement execute function bump_content_version();
create trigger questions_content_version after insert or update or delete or truncate on questions
  for each statement execute function bump_content_version();
create trigger question_options_content_version after insert or update or delete or truncate on question_options
  for each statement execute function bump_content_version();
