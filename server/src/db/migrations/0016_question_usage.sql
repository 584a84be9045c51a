-- Who has answered, pinned or practises a question, found by the question (decision 0024: such a question is
-- archived, not deleted, and the studio shows how many learners it has).
create index question_statuses_question on question_statuses (question_id);
create index practice_cards_question on practice_cards (question_id);
-- the questions a finished attempt graded (`results.answered` keys), for `results -> 'answered' ? id`
create index quiz_attempts_answered on quiz_attempts using gin ((results -> 'answered')) where status = 'completed';
