import type { AnsweredMap, AnswerValue } from '@studovna/core/contract';
import { canonicalAnswer } from '@studovna/core/domain';
import { ApiError } from '../../lib/api-error';
import type { LoadedQuestion } from './quiz-loader';

/**
 * Answers as they are stored and graded (decided by `canonicalAnswer` in core): a one-answer question's
 * list of one becomes its value; several values for such a question are refused with 400 before anything
 * is stored, never graded wrong.
 */

const notSingle = (questionId: number) =>
  new ApiError(400, 'quiz_single_answer_expected', 'quiz.singleAnswerExpected', undefined, {
    question_id: questionId,
  });

/** One answer to `question` in its stored form; 400 when it does not fit the question. */
export function answerFor(question: LoadedQuestion, answer: AnswerValue): AnswerValue {
  const canonical = canonicalAnswer(question.row.type, answer);
  if (canonical === undefined) throw notSingle(question.row.id);
  return canonical;
}

/** Sent answers in their stored form; answers to questions not in `questions` stay as sent. */
export function answersFor(questions: readonly LoadedQuestion[], sent: AnsweredMap): AnsweredMap {
  const byId = new Map(questions.map((q) => [q.row.id, q]));
  return Object.fromEntries(
    Object.entries(sent).map(([key, answer]) => {
      const question = byId.get(Number(key));
      return [key, question ? answerFor(question, answer) : answer];
    }),
  );
}
