import type { AnswerValue } from '@studovna/core/contract';
import { keepInTab, readFromTab, type TabStorage } from '../../lib/tab-storage';

/** What the learner meant to do when the preview asked them to log in first. */
export type PreviewIntent = { action: 'evaluate' } | { action: 'pin'; questionId: number };

export interface PreviewCarry {
  /** Question id → the answer given in the preview. */
  answers: Record<string, AnswerValue>;
  /** The preview was evaluated: a reload (or the way back from login) shows the evaluation again. */
  evaluated: boolean;
  /** Waiting for the login: done once the learner is back in the preview with an account. */
  intent: PreviewIntent | null;
}

const EMPTY: PreviewCarry = { answers: {}, evaluated: false, intent: null };
const nameOf = (courseId: number) => `studovna:preview:${courseId}`;

function isIntent(value: unknown): value is PreviewIntent {
  if (typeof value !== 'object' || value === null) return false;
  const intent = value as Record<string, unknown>;
  return intent.action === 'evaluate' || (intent.action === 'pin' && Number.isInteger(intent.questionId));
}

const isAnswer = (value: unknown): value is AnswerValue =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((v) => typeof v === 'string')) ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string'));

/**
 * The sample tasks' answers live as long as the browser tab (sessionStorage), so neither a reload nor the
 * way through login or registration (and the website's login) loses them (issue 20 point 3); nothing of
 * them reaches the server until the learner evaluates. Unreadable storage gives an empty carry.
 */
export function readPreviewCarry(courseId: number, storage?: TabStorage): PreviewCarry {
  try {
    const kept = JSON.parse(readFromTab(nameOf(courseId), storage) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (!kept || typeof kept !== 'object') return EMPTY;
    const answers = Object.fromEntries(
      Object.entries((kept.answers as Record<string, unknown> | undefined) ?? {}).filter(
        (entry): entry is [string, AnswerValue] => /^\d+$/.test(entry[0]) && isAnswer(entry[1]),
      ),
    );
    return {
      answers,
      evaluated: kept.evaluated === true,
      intent: isIntent(kept.intent) ? kept.intent : null,
    };
  } catch {
    return EMPTY;
  }
}

export function writePreviewCarry(courseId: number, carry: PreviewCarry, storage?: TabStorage): void {
  const empty = Object.keys(carry.answers).length === 0 && !carry.evaluated && !carry.intent;
  // storage unavailable: the answers live in the page only
  keepInTab(nameOf(courseId), empty ? null : JSON.stringify(carry), storage);
}

/** Answers or a wish of the learner's own are waiting in this tab. */
export const hasPreviewCarry = (courseId: number, storage?: TabStorage): boolean => {
  const carry = readPreviewCarry(courseId, storage);
  return Object.keys(carry.answers).length > 0 || carry.intent !== null;
};
