import { fsrs, generatorParameters, Rating, type Card, type State } from 'ts-fsrs';

/**
 * The spaced-repetition rules of the Board's practice (decision 0011): FSRS schedules each question,
 * a right answer is rated Good and a wrong or empty one Again; a question answered right on two
 * different days in a row (Europe/Prague calendar) whose next interval is a day or more leaves practice.
 * Pure functions over a card's stored fields and the time.
 */

/** FSRS with its default weights and learning steps (1 and 10 minutes, relearning 10 minutes). */
export const scheduler = fsrs(
  generatorParameters({
    request_retention: 0.9,
    maximum_interval: 365,
    enable_fuzz: false,
    enable_short_term: true,
  }),
);

/** Right answers on this many distinct days in a row retire a question. */
export const RIGHT_DAYS_TO_RETIRE = 2;
/** …provided FSRS schedules it at least this many days ahead. */
export const MIN_INTERVAL_DAYS_TO_RETIRE = 1;

export const PRACTICE_TIME_ZONE = 'Europe/Prague';

/** A practice card as stored (ts-fsrs fields plus the retirement count). */
export interface StoredCard {
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
  right_days: number;
  /** `YYYY-MM-DD` in Europe/Prague. */
  last_right_day: string | null;
  retired_at: Date | null;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRACTICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of `time` in Europe/Prague, `YYYY-MM-DD`. */
export const practiceDay = (time: Date): string => dayFormat.format(time);

const toFsrsCard = (card: StoredCard): Card => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsed_days,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state as State,
  ...(card.last_review ? { last_review: card.last_review } : {}),
});

/**
 * The card after one practice answer at `now`: FSRS's next state for Good (right) or Again (wrong or
 * empty), the right days counted (a second right answer on the same day does not count, a wrong one
 * starts again from zero), and `retired_at` once the rule is met.
 */
export function scheduleAnswer(card: StoredCard, right: boolean, now: Date): StoredCard {
  const next = scheduler.next(toFsrsCard(card), now, right ? Rating.Good : Rating.Again).card;
  const today = practiceDay(now);
  const rightDays = !right ? 0 : card.last_right_day === today ? card.right_days : card.right_days + 1;
  const retire =
    right && rightDays >= RIGHT_DAYS_TO_RETIRE && next.scheduled_days >= MIN_INTERVAL_DAYS_TO_RETIRE;
  return {
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsed_days: next.elapsed_days,
    scheduled_days: next.scheduled_days,
    learning_steps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    last_review: next.last_review ?? now,
    right_days: rightDays,
    last_right_day: right ? today : null,
    retired_at: retire ? now : null,
  };
}
