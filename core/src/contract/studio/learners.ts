import { z } from 'zod/mini';
import { LEARNER_LIMITS } from '../../studio/learner-admin';
import { idParam, idParams } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { entityId } from '../fields';
import { quizAttemptReview } from '../quiz';
import { auditEntrySchema, authorText, studioAnswer, studioPaging, studioTime } from './studio-fields';

/**
 * Learners as the team sees them (decision 0027, administrators only): search, a learner's page with
 * their plans, orders, courses and attempts, and the team's changes — a study plan granted, extended or
 * ended, the account blocked or unblocked, a password-reset e-mail. No answer carries a password hash
 * or a token.
 */

const family = z.enum(['osp', 'zsv', 'tsp']);

/** A row of the search. */
export const learnerRowSchema = z.object({
  id: entityId,
  username: z.string(),
  email: z.string(),
  name: z.string(),
  registered_at: studioTime,
  blocked: z.boolean(),
  /** The plan running now, if any. */
  plan: z.nullable(z.object({ family, name: z.string(), expires_at: studioTime })),
});
export type LearnerRow = z.infer<typeof learnerRowSchema>;

/** One of the learner's study plans (as their „Moje studijní plány“ shows it). */
export const learnerPlanSchema = z.object({
  id: entityId,
  plan: z.object({ id: entityId, name: z.string(), family }),
  /** Where it came from: the website, an app store, or the team. */
  source: z.enum(['web', 'android', 'ios', 'admin']),
  status: z.enum(['active', 'expired', 'ended']),
  starts_at: studioTime,
  expires_at: studioTime,
  ended_at: z.nullable(studioTime),
});
export type LearnerPlan = z.infer<typeof learnerPlanSchema>;

/** One of the learner's orders, read only (its status as stored: `refunded` too). */
export const learnerOrderSchema = z.object({
  id: entityId,
  order_number: z.string(),
  date: studioTime,
  status: z.enum(['pending', 'processing', 'completed', 'cancelled', 'refunded', 'failed']),
  total: z.number(),
  items: z.array(z.string()),
});
export type LearnerOrder = z.infer<typeof learnerOrderSchema>;

/** A course the learner enrolled in (or bought), with their progress in its current run. */
export const learnerCourseSchema = z.object({
  id: entityId,
  title: z.string(),
  status: z.enum(['purchased', 'enrolled', 'finished']),
  graduation: z.enum(['in-progress', 'passed', 'failed']),
  /** The course's result in percent once finished. */
  result: z.nullable(z.number()),
  items_done: z.number(),
  items_total: z.number(),
  started_at: z.nullable(studioTime),
  finished_at: z.nullable(studioTime),
});
export type LearnerCourse = z.infer<typeof learnerCourseSchema>;

/** A finished quiz attempt of the learner; opening it shows the learner's own review. */
export const learnerAttemptSchema = z.object({
  id: entityId,
  quiz: z.object({ id: entityId, title: z.string() }),
  course: z.object({ id: entityId, title: z.string() }),
  finished_at: studioTime,
  /** Score in percent. */
  result: z.number(),
  graduation: z.enum(['passed', 'failed']),
  practice: z.boolean(),
});
export type LearnerAttempt = z.infer<typeof learnerAttemptSchema>;

/** A plan product the team can grant. */
export const grantablePlanSchema = z.object({
  id: entityId,
  family,
  name: z.string(),
  period_unit: z.enum(['DAY', 'WEEK', 'MONTH']),
  period_count: z.number(),
});

/** A learner's page. */
export const learnerSchema = z.object({
  id: entityId,
  username: z.string(),
  email: z.string(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  registered_at: studioTime,
  /** When and why the team blocked the account; null while it is not blocked. */
  blocked: z.nullable(z.object({ at: studioTime, reason: z.string() })),
  plans: z.array(learnerPlanSchema),
  orders: z.array(learnerOrderSchema),
  courses: z.array(learnerCourseSchema),
  /** The newest finished attempts (at most 50). */
  attempts: z.array(learnerAttemptSchema),
  /** The team's changes to this learner, newest first (at most 20). */
  history: z.array(auditEntrySchema),
  grantable_plans: z.array(grantablePlanSchema),
});
export type Learner = z.infer<typeof learnerSchema>;

const reason = authorText(LEARNER_LIMITS.reasonMax * 4);
const expiresOn = z.optional(authorText(40));
const learnerAnswer = studioAnswer(learnerSchema);

export const listLearners = defineEndpoint({
  name: 'studio.learners.list',
  method: 'GET',
  path: `${NAMESPACES.studio}/learners`,
  auth: 'studio',
  summary:
    'Learners whose name, username or e-mail contains the search (all of them without one), by name; paged, with the total (administrators).',
  query: z.object({ search: z.optional(authorText(LEARNER_LIMITS.search)), ...studioPaging }),
  response: z.object({ learners: z.array(learnerRowSchema), total: z.number() }),
});

export const getLearner = defineEndpoint({
  name: 'studio.learners.get',
  method: 'GET',
  path: `${NAMESPACES.studio}/learners/:id`,
  auth: 'studio',
  summary:
    'A learner’s page: account, study plans, orders, courses with progress, newest finished attempts and the team’s changes (administrators).',
  params: idParams,
  response: learnerSchema,
});

export const learnerAttempt = defineEndpoint({
  name: 'studio.learners.attempt',
  method: 'GET',
  path: `${NAMESPACES.studio}/learners/:id/attempts/:attempt`,
  auth: 'studio',
  summary:
    'One finished attempt of the learner as the learner reviews it: every question with the answer given, correctness, the correct options and the explanation (administrators).',
  params: z.object({ id: idParam, attempt: idParam }),
  response: quizAttemptReview.response,
});

export const grantPlan = defineEndpoint({
  name: 'studio.learners.grantPlan',
  method: 'POST',
  path: `${NAMESPACES.studio}/learners/:id/plans`,
  auth: 'studio',
  summary:
    'Grants a study plan from now: for the product’s length, or to the end of `expires_on` (`YYYY-MM-DD`, Czech time). One plan at a time: a learner with a running plan answers 409. A reason is required (administrators).',
  params: idParams,
  body: z.object({ plan_id: z.nullable(z.number()), expires_on: expiresOn, reason }),
  response: learnerAnswer,
});

export const changePlan = defineEndpoint({
  name: 'studio.learners.changePlan',
  method: 'POST',
  path: `${NAMESPACES.studio}/learners/:id/plans/:plan`,
  auth: 'studio',
  summary:
    'Extends a running plan to the end of a later day (`expires_on`), or ends it now. A plan that has ended answers 409. A reason is required (administrators).',
  params: z.object({ id: idParam, plan: idParam }),
  body: z.object({ action: z.enum(['extend', 'end']), expires_on: expiresOn, reason }),
  response: learnerAnswer,
});

export const blockLearner = defineEndpoint({
  name: 'studio.learners.block',
  method: 'POST',
  path: `${NAMESPACES.studio}/learners/:id/block`,
  auth: 'studio',
  summary:
    'Blocks the account: its tokens, website session and sign-in codes stop working on the next request and it cannot log in. A reason is required (administrators).',
  params: idParams,
  body: z.object({ reason }),
  response: learnerAnswer,
});

export const unblockLearner = defineEndpoint({
  name: 'studio.learners.unblock',
  method: 'POST',
  path: `${NAMESPACES.studio}/learners/:id/unblock`,
  auth: 'studio',
  summary: 'Unblocks the account: the learner can log in again. A reason is required (administrators).',
  params: idParams,
  body: z.object({ reason }),
  response: learnerAnswer,
});

export const sendPasswordReset = defineEndpoint({
  name: 'studio.learners.passwordReset',
  method: 'POST',
  path: `${NAMESPACES.studio}/learners/:id/password-reset`,
  auth: 'studio',
  summary:
    'E-mails the learner a single-use link to set a new password, as „Zapomenuté údaje“ does (3 a quarter of an hour at most) (administrators). The body is an empty object.',
  params: idParams,
  body: z.object({}),
  response: learnerAnswer,
});
