import type { Locale } from '@studovna/core';
import type { Learner } from '@studovna/core/contract/studio';
import {
  czechDay,
  endOfPragueDay,
  lastDayOf,
  learnerMessage,
  planEndProblems,
  reasonProblems,
  type FieldProblem,
  type LearnerMessageCode,
} from '@studovna/core/studio';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { teamPasswordReset } from '../password-reset/password-reset.service';
import { recordAuditEntry } from '../studio/audit-log.service';
import type { StudioUser } from '../studio/studio-user';
import { lockSubscriptionOf, setSubscriptionExpiry } from '../subscriptions/plan-grants.service';
import {
  endSubscriptionAt,
  findActiveSubscription,
  findPlan,
  grantPlan,
  subscriptionStatus,
} from '../subscriptions/subscriptions.service';
import {
  clearBlocked,
  findLearnerAccount,
  setBlocked,
  type LearnerAccountRow,
} from '../users/learner-accounts.service';
import { learnerErrors } from './learner-admin-error';
import { assertManagesLearners, LEARNER_ENTITY, learnerPage } from './learner-page.service';

/**
 * The team's changes to a learner (decision 0027): a study plan granted, extended or ended, the account
 * blocked or unblocked, a password-reset e-mail. Each is checked whole before anything is written, runs
 * in one transaction with the learner's row locked, and leaves one entry with its reason in the
 * learner's history of changes. A refusal writes nothing.
 */

type Answer = Promise<{ message: string; data: Learner }>;

function refuseIf(problems: readonly FieldProblem<LearnerMessageCode>[]): void {
  if (problems.length > 0) throw learnerErrors.invalid(problems);
}

/** The learner's row, locked; 404 for an unknown account or one of the team. */
async function lockLearner(tx: Queryable, id: number): Promise<LearnerAccountRow> {
  const learner = await findLearnerAccount(tx, id, { lock: true });
  if (!learner) throw learnerErrors.notFound();
  return learner;
}

const record = (
  tx: Queryable,
  user: StudioUser,
  id: number,
  action: string,
  changes: Record<string, { from: unknown; to: unknown }>,
) =>
  recordAuditEntry(tx, {
    userId: user.id,
    entity: LEARNER_ENTITY,
    entityId: id,
    courseId: null,
    action,
    changes,
  });

const untilDay = (expiresAt: Date) => czechDay(lastDayOf(expiresAt));

export async function grantLearnerPlan(
  ctx: AppContext,
  user: StudioUser,
  id: number,
  body: { plan_id: number | null; expires_on?: string; reason: string },
  locale: Locale,
): Answer {
  assertManagesLearners(user);
  const reason = body.reason.trim();
  const expiresOn = (body.expires_on ?? '').trim();
  return ctx.db.transaction(async (tx) => {
    await lockLearner(tx, id);
    const now = ctx.clock.now();
    const plan = body.plan_id === null ? undefined : await findPlan(tx, body.plan_id);
    refuseIf([
      ...(body.plan_id === null
        ? [{ path: 'plan_id', code: 'learners.productRequired' as const }]
        : plan
          ? []
          : [{ path: 'plan_id', code: 'learners.productUnknown' as const }]),
      ...planEndProblems(expiresOn, { now, required: false }),
      ...reasonProblems(reason),
    ]);
    if (await findActiveSubscription(tx, id, now)) throw learnerErrors.planActive();
    const granted = await grantPlan(tx, now, { userId: id, plan: plan!, source: 'admin', paymentRef: null });
    const expiresAt = expiresOn ? endOfPragueDay(expiresOn)! : granted.expires_at;
    if (expiresOn) await setSubscriptionExpiry(tx, granted.id, expiresAt);
    await record(tx, user, id, 'plan_grant', {
      plan: { from: null, to: plan!.name },
      expires_at: { from: null, to: expiresAt.toISOString() },
      reason: { from: null, to: reason },
    });
    return {
      message: learnerMessage('learners.granted', locale, { date: untilDay(expiresAt) }),
      data: await learnerPage(tx, id, now),
    };
  });
}

export async function changeLearnerPlan(
  ctx: AppContext,
  user: StudioUser,
  id: number,
  subscriptionId: number,
  body: { action: 'extend' | 'end'; expires_on?: string; reason: string },
  locale: Locale,
): Answer {
  assertManagesLearners(user);
  const reason = body.reason.trim();
  return ctx.db.transaction(async (tx) => {
    await lockLearner(tx, id);
    const now = ctx.clock.now();
    const subscription = await lockSubscriptionOf(tx, id, subscriptionId);
    if (!subscription) throw learnerErrors.planNotFound();
    const running = subscriptionStatus(subscription, now) === 'active';
    if (body.action === 'end') {
      refuseIf(reasonProblems(reason));
      if (!running) throw learnerErrors.planEnded();
      await endSubscriptionAt(tx, subscription.id, now);
      await record(tx, user, id, 'plan_end', {
        ended_at: { from: null, to: now.toISOString() },
        reason: { from: null, to: reason },
      });
      return { message: learnerMessage('learners.ended', locale), data: await learnerPage(tx, id, now) };
    }
    const expiresOn = (body.expires_on ?? '').trim();
    if (!running) {
      refuseIf(reasonProblems(reason));
      throw learnerErrors.planEnded();
    }
    refuseIf([
      ...planEndProblems(expiresOn, { now, runsUntil: subscription.expires_at, required: true }),
      ...reasonProblems(reason),
    ]);
    const expiresAt = endOfPragueDay(expiresOn)!;
    await setSubscriptionExpiry(tx, subscription.id, expiresAt);
    await record(tx, user, id, 'plan_extend', {
      expires_at: { from: subscription.expires_at.toISOString(), to: expiresAt.toISOString() },
      reason: { from: null, to: reason },
    });
    return {
      message: learnerMessage('learners.extended', locale, { date: untilDay(expiresAt) }),
      data: await learnerPage(tx, id, now),
    };
  });
}

export async function setLearnerBlocked(
  ctx: AppContext,
  user: StudioUser,
  id: number,
  blocked: boolean,
  body: { reason: string },
  locale: Locale,
): Answer {
  assertManagesLearners(user);
  const reason = body.reason.trim();
  return ctx.db.transaction(async (tx) => {
    const learner = await lockLearner(tx, id);
    refuseIf(reasonProblems(reason));
    const now = ctx.clock.now();
    if (blocked) {
      if (learner.blocked_at) throw learnerErrors.alreadyBlocked();
      await setBlocked(tx, id, now, reason);
    } else {
      if (!learner.blocked_at) throw learnerErrors.notBlocked();
      await clearBlocked(tx, id);
    }
    await record(tx, user, id, blocked ? 'block' : 'unblock', {
      blocked: { from: !blocked, to: blocked },
      reason: { from: null, to: reason },
    });
    return {
      message: learnerMessage(blocked ? 'learners.blocked' : 'learners.unblocked', locale),
      data: await learnerPage(tx, id, now),
    };
  });
}

/**
 * E-mails the learner a link to set a new password, as „Zapomenuté údaje“ does; the e-mail goes after
 * the response (`deliver`).
 */
export async function sendLearnerPasswordReset(
  ctx: AppContext,
  user: StudioUser,
  id: number,
  locale: Locale,
): Promise<{ answer: Awaited<Answer>; deliver: (log: FastifyBaseLogger) => Promise<void> }> {
  assertManagesLearners(user);
  const learner = await findLearnerAccount(ctx.db, id);
  if (!learner) throw learnerErrors.notFound();
  const deliver = await teamPasswordReset(ctx, learner);
  if (!deliver) throw learnerErrors.resetTooMany();
  const now = ctx.clock.now();
  const data = await ctx.db.transaction(async (tx) => {
    await record(tx, user, id, 'password_reset', { email: { from: null, to: learner.email } });
    return learnerPage(tx, id, now);
  });
  return {
    answer: { message: learnerMessage('learners.resetSent', locale, { email: learner.email }), data },
    deliver,
  };
}
