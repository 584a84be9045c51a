/** Query keys of the learning screen; each holds the learner (answers carry their progress). */
export const learningKeys = {
  all: ['learning'] as const,
  lesson: (lessonId: number, userId: number | null) =>
    ['learning', 'lesson', lessonId, userId ?? 'guest'] as const,
  quiz: (quizId: number, userId: number | null) => ['learning', 'quiz', quizId, userId ?? 'guest'] as const,
  /** Answers and flags of an attempt in progress, kept in the browser for a day (SPEC §4). */
  draft: (quizId: number, userId: number | null) =>
    ['learning', 'quiz-draft', quizId, userId ?? 'guest'] as const,
  /** Everything the learner's statistics of a quiz (percentile, counted best) are kept under. */
  stats: (quizId: number, userId: number | null) => ['learning', 'stats', quizId, userId ?? 'guest'] as const,
  /** The percentile of a mark with the distribution of counted scores (GET /quiz/percentil). */
  percentile: (quizId: number, userMark: number, userId: number | null) =>
    ['learning', 'stats', quizId, userId ?? 'guest', 'percentile', userMark] as const,
  /** The learner's counted (best) attempt of a quiz (POST /quiz/statistics). */
  statistics: (quizId: number, userId: number | null) =>
    ['learning', 'stats', quizId, userId ?? 'guest', 'statistics'] as const,
};
