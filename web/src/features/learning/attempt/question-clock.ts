/**
 * A stretch of time on one question counts at most this long: a learner who walks away from an open
 * question should not make it look ten times harder than it is (decision 0032).
 */
export const QUESTION_STINT_MAX_MS = 10 * 60_000;

/**
 * How long each question of an attempt is on screen (decision 0032): the running total per question in
 * milliseconds. Time counts while a question is shown and the page is visible; the summary before the
 * finish, a hidden page and a stretch beyond {@link QUESTION_STINT_MAX_MS} do not count.
 */
export function createQuestionClock(now: () => number, kept: Record<string, number> = {}) {
  let totals: Record<string, number> = { ...kept };
  let shown: number | null = null;
  let visible = true;
  /** The current stretch: when it began, and how much of it is in the totals already. */
  let began = now();
  let counted = 0;

  /** Brings the question on screen up to now. */
  const settle = () => {
    if (shown === null || !visible) return;
    const stretch = Math.min(Math.max(0, now() - began), QUESTION_STINT_MAX_MS);
    const key = String(shown);
    totals[key] = (totals[key] ?? 0) + stretch - counted;
    counted = stretch;
  };
  const beginStretch = () => {
    began = now();
    counted = 0;
  };

  return {
    /** The question now on screen (null: none, e.g. the summary or another screen). */
    show(questionId: number | null) {
      settle();
      shown = questionId;
      beginStretch();
    },
    /** The page became visible or hidden (another tab, the phone locked). */
    setVisible(isVisible: boolean) {
      settle();
      visible = isVisible;
      beginStretch();
    },
    /** The running totals, in milliseconds. */
    totals(): Record<string, number> {
      settle();
      return { ...totals };
    },
    /** Starts again from `kept` (another attempt). */
    reset(next: Record<string, number> = {}) {
      totals = { ...next };
      beginStretch();
    },
  };
}

export type QuestionClock = ReturnType<typeof createQuestionClock>;
