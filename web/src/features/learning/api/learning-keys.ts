/** Query keys of the learning screen; each holds the learner (answers carry their progress). */
export const learningKeys = {
  all: ['learning'] as const,
  lesson: (lessonId: number, userId: number | null) =>
    ['learning', 'lesson', lessonId, userId ?? 'guest'] as const,
  quiz: (quizId: number, userId: number | null) => ['learning', 'quiz', quizId, userId ?? 'guest'] as const,
  /** Answers and flags of an attempt in progress, kept in the browser for a day (SPEC §4). */
  draft: (quizId: number, userId: number | null) =>
    ['learning', 'quiz-draft', quizId, userId ?? 'guest'] as const,
};
