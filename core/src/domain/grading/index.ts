export type {
  BlankResult,
  BlankSpec,
  GivenAnswer,
  GivenAnswers,
  GradableOption,
  GradableQuestion,
  QuestionGrade,
  QuestionResult,
  QuizGrade,
  QuizGradingSettings,
} from './types';
export { gradeQuestion, gradeBlanks, isBlankFillCorrect, expectedFill, questionPoints } from './question';
export { gradeQuiz } from './quiz';
export { normalizeFill, parseFillNumber, isEmptyAnswer, singleValueOf, canonicalAnswer } from './normalize';
export { optionLetter, letterIndex, MAX_QUESTION_OPTIONS } from './letters';
export { roundTo2, toPercent, quizPassingGrade } from './percent';
export {
  parsePenalty,
  canonicalPenalty,
  penaltyText,
  isPenaltyText,
  penaltyOf,
  penaltyOfSwitch,
  penaltyValue,
  takesOff,
  NO_PENALTY,
  WHOLE_MARK,
  MAX_PENALTY_DENOMINATOR,
  type Penalty,
} from './penalty';
export { exactPoints, type PointsRow } from './exact-points';
export { partResults, type PartResult, type QuizPart } from './parts';
