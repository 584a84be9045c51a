/**
 * Time per question (decision 0032): the seconds a learner had each question of an attempt on screen,
 * keyed by question id. The app sends its running totals with every save and with the finish; the
 * server keeps the larger figure of each question, so a save sent twice, late or out of order never
 * counts twice.
 */
export type QuestionSeconds = Record<string, number>;

/**
 * The stored seconds with those sent merged in: per question the larger figure; only the attempt's
 * questions; each at most the seconds the attempt has been running (a figure no clock could measure
 * is cut to what could have been).
 */
export function mergeQuestionSeconds(
  stored: QuestionSeconds,
  sent: QuestionSeconds | undefined,
  questionIds: ReadonlySet<number>,
  elapsedSeconds: number,
): QuestionSeconds {
  const merged: QuestionSeconds = { ...stored };
  const cap = Math.max(0, Math.floor(elapsedSeconds));
  for (const [key, seconds] of Object.entries(sent ?? {})) {
    if (!questionIds.has(Number(key))) continue;
    const value = Math.min(Math.max(0, Math.floor(seconds)), cap);
    if (value > (merged[key] ?? 0)) merged[key] = value;
  }
  return merged;
}

/** Whole seconds of a running total in milliseconds, as the app sends it. */
export const wholeSeconds = (ms: Record<string, number>): QuestionSeconds =>
  Object.fromEntries(
    Object.entries(ms)
      .map(([id, value]) => [id, Math.floor(value / 1000)] as const)
      .filter(([, seconds]) => seconds > 0),
  );
