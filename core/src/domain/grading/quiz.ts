import { quizPassingGrade, roundTo2 } from './percent';
import { gradeQuestion, questionPoints } from './question';
import type { GivenAnswers, GradableQuestion, QuestionResult, QuizGrade, QuizGradingSettings } from './types';

/**
 * Grades a finished attempt as LearnPress `calculate_results` does: each question all or nothing;
 * with negative marking a wrong answer subtracts the question's mark, with the skipped penalty an
 * unanswered one does too (the two settings are independent, as in LearnPress 4); the total is floored
 * at 0; `result` is the percent of the maximum, two decimals; passed when it reaches the passing grade.
 * A question missing from `answers` is unanswered. Answers to questions not in the quiz are ignored.
 */
export function gradeQuiz(
  questions: readonly GradableQuestion[],
  answers: GivenAnswers,
  settings: QuizGradingSettings,
): QuizGrade {
  const results = questions.map((question): QuestionResult => {
    const key = String(question.id);
    const grade = gradeQuestion(question, Object.hasOwn(answers, key) ? answers[key] : undefined);
    const maxMark = questionPoints(question);
    const penalised = grade.answered ? !grade.correct && settings.negativeMarking : settings.minusSkipped;
    const subtracted = penalised ? maxMark : 0;
    return { id: question.id, ...grade, maxMark, subtracted, net: grade.mark - subtracted };
  });

  const sum = (pick: (r: QuestionResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const mark = roundTo2(sum((r) => r.maxMark));
  const subtracted = roundTo2(sum((r) => r.subtracted));
  const userMark = Math.max(0, roundTo2(sum((r) => r.net)));
  const result = userMark > 0 && mark > 0 ? roundTo2((userMark * 100) / mark) : 0;
  const pass = result >= quizPassingGrade(settings.passingGrade);

  return {
    question_count: results.length,
    question_correct: results.filter((r) => r.correct).length,
    question_wrong: results.filter((r) => r.answered && !r.correct).length,
    question_empty: results.filter((r) => !r.answered).length,
    user_mark: userMark,
    mark,
    subtracted,
    result,
    pass,
    graduation: pass ? 'passed' : 'failed',
    questions: results,
  };
}
