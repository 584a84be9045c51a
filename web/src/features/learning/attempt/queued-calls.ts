import type { AnsweredMap, AnswerValue, QuizAttempt } from '@studovna/core/contract';
import type { ActionOutcome } from '../../../lib/api/action-result';
import type { CheckAnswerData } from '../../questions/question-types';

/** A call that could not reach the server and waits in the queue to be sent when it can. */
export const QUEUED = 'queued' as const;
export type Queued = typeof QUEUED;

/** The server's answer to a queued call of this attempt, when it finally arrived. */
export type QueuedEvent =
  | { kind: 'save'; answered: AnsweredMap; saved: boolean }
  | { kind: 'finish'; outcome: ActionOutcome<QuizAttempt | null> }
  | { kind: 'check'; questionId: number; outcome: ActionOutcome<CheckAnswerData | null> };

/** What of the attempt waits in the queue (also after a reload), and its answers when they arrive. */
export interface QueuedCalls {
  /** Answers wait to be saved. */
  saves: () => boolean;
  /** The answers the queued saves carry, by question id (a later save's answer wins). */
  answers: () => Record<string, AnswerValue>;
  finish: () => boolean;
  checks: () => number[];
  onSettled: (listener: (event: QueuedEvent) => void) => () => void;
}
