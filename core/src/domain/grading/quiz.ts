import { exactPoints } from './exact-points';
import { penaltyValue, type Penalty } from './penalty';
import { quizPassingGrade, roundTo2 } from './percent';
import { gradeQuestion, questionPoints } from './question';
import type { GivenAnswers, GradableQuestion, QuestionResult, QuizGrade, QuizGradingSettings } from './types';

/**
 * Grades a finished attempt as LearnPress `calculate_results` does, with fractional penalties (issue 27):
 * each question all or nothing; a wrong answer takes off the wrong-answer penalty's share of the
 * question's mark, an unanswered one the skipped penalty's share (the two are independent, as in
 * LearnPress 4, whose negative marking takes the whole mark). The total is summed exactly (a third stays a
 * third) and rounded once, to two decimals half away from zero, then floored at 0; a question's own
 * `subtracted` and `net` are rounded for showing. `result` is the percent of the maximum, two decimals;
 * passed when it reaches the passing grade. A question missing from `answers` is unanswered. Answers to
 * questions not in the quiz are ignored.
 */
export function gradeQuiz(
  questions: readonly GradableQuestion[],
  answers: GivenAnswers,
  settings: QuizGradingSettings,
): QuizGrade {
  const penaltyFor = (answered: boolean, correct: boolean): Penalty | null =>
    answered ? (correct ? null : settings.wrongPenalty) : settings.skipPenalty;
  const results = questions.map((question): QuestionResult => {
    const key = String(question.id);
    const grade = gradeQuestion(question, Object.hasOwn(answers, key) ? answers[key] : undefined);
    const maxMark = questionPoints(question);
    const penalty = penaltyFor(grade.answered, grade.correct);
    const subtracted = penalty ? roundTo2(maxMark * penaltyValue(penalty)) : 0;
    return { id: question.id, ...grade, maxMark, subtracted, net: roundTo2(grade.mark - subtracted) };
  });

  const sum = (pick: (r: QuestionResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const exact = exactPoints(
    results.map((r) => ({ earned: r.mark, max: r.maxMark, penalty: penaltyFor(r.answered, r.correct) })),
  );
  const mark = roundTo2(sum((r) => r.maxMark));
  const subtracted = exact.subtracted;
  const userMark = Math.max(0, exact.net);
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
