export {
  SCORE_MAX,
  answeredPercent,
  countedAttempt,
  percentileFromCounts,
  percentileOfScore,
  replacesBest,
  resultOfMark,
  scoreOfResult,
  type ScoredAttempt,
} from './percentile';
