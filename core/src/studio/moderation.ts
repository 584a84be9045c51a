import type { FieldProblem } from './field-problems';
import type { ModerationMessageCode } from './moderation-messages';

/**
 * Moderating comments and reviews (decision 0029). Hiding keeps the text and can be undone; deleting
 * erases the text for good. Either needs a reason, which the author reads in the app. Comments reported
 * by learners can be kept (the reports are closed). Pure rules; the server enforces them and the studio
 * checks them before it sends.
 */

export const MODERATION_ACTIONS = ['hide', 'delete', 'restore', 'keep'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** What a comment or review is: shown, hidden (can be shown again) or deleted (its text is gone). */
export const MODERATION_STATES = ['visible', 'hidden', 'deleted'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** Who moderated or answered, as the learner is told: the course's instructor or the Studovna team. */
export type ModeratorRole = 'instructor' | 'team';

export const MODERATION_LIMITS = {
  /** Characters of the reason the author reads. */
  reason: 1000,
  /** Characters of an answer in a thread (as a learner's comment). */
  reply: 5000,
} as const;

/** The actions that need a reason. */
export const needsReason = (action: ModerationAction): boolean => action === 'hide' || action === 'delete';

/** What is wrong with a moderation, field by field; none when it can be done. */
export function moderationProblems(draft: {
  action: ModerationAction;
  reason: string;
}): FieldProblem<ModerationMessageCode>[] {
  if (!needsReason(draft.action)) return [];
  const reason = draft.reason.trim();
  if (reason === '') return [{ path: 'reason', code: 'moderation.reasonRequired' }];
  if (reason.length > MODERATION_LIMITS.reason)
    return [{ path: 'reason', code: 'moderation.reasonTooLong', values: { max: MODERATION_LIMITS.reason } }];
  return [];
}

/** What is wrong with an answer written from the studio (text as typed; the server also checks it after sanitising). */
export function replyProblems(content: string): FieldProblem<ModerationMessageCode>[] {
  if (content.trim() === '') return [{ path: 'content', code: 'moderation.replyRequired' }];
  if (content.length > MODERATION_LIMITS.reply)
    return [{ path: 'content', code: 'moderation.replyTooLong', values: { max: MODERATION_LIMITS.reply } }];
  return [];
}

/**
 * Whether the action can be done to something in this state: hide what is shown, delete what is not
 * deleted yet, show again what is hidden, keep (close the reports of) what is shown.
 */
export function mayModerate(action: ModerationAction, state: ModerationState): boolean {
  if (action === 'hide' || action === 'keep') return state === 'visible';
  if (action === 'delete') return state !== 'deleted';
  return state === 'hidden';
}

/** How the author is told who moderated: the team when an administrator did it, else the instructor. */
export const moderatorRoleOf = (studioRole: 'administrator' | 'instructor'): ModeratorRole =>
  studioRole === 'administrator' ? 'team' : 'instructor';
