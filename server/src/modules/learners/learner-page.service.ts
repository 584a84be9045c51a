import type { Locale } from '@studovna/core';
import type { Learner, LearnerRow } from '@studovna/core/contract/studio';
import { LEARNER_LIMITS, mayManageLearners } from '@studovna/core/studio';
import type { Queryable } from '../../db/database';
import { learnerCourses } from '../courses/learner-courses.service';
import { learnerOrders } from '../orders/learner-orders.service';
import { reviewLearnerAttempt } from '../quiz/quiz-history.service';
import { learnerAttempts } from '../progress/learner-attempts.service';
import { entityAudit } from '../studio/audit-log.service';
import type { StudioUser } from '../studio/studio-user';
import { findAllPlans } from '../subscriptions/plan-grants.service';
import {
  findAccountWithRoles,
  findSubscriptionsOf,
  findSubscriptionsOfMany,
  subscriptionStatus,
} from '../subscriptions/subscriptions.service';
import { findLearnerAccount, searchLearnerAccounts } from '../users/learner-accounts.service';
import { learnerErrors } from './learner-admin-error';

/** The team's view of learners (decision 0027): the search and a learner's page, read only. */

/** The entity of the team's changes to a learner in the audit log. */
export const LEARNER_ENTITY = 'learner';

const PAGE_SIZE = 20;
const ATTEMPTS_SHOWN = 50;
const ORDERS_SHOWN = 50;
const HISTORY_SHOWN = 20;

export function assertManagesLearners(user: StudioUser): void {
  if (!mayManageLearners(user.role)) throw learnerErrors.adminOnly();
}

export async function listLearners(
  db: Queryable,
  user: StudioUser,
  query: { search?: string; page?: number; per_page?: number },
  now: Date,
): Promise<{ learners: LearnerRow[]; total: number }> {
  assertManagesLearners(user);
  const limit = query.per_page ?? PAGE_SIZE;
  const search = (query.search ?? '').trim().slice(0, LEARNER_LIMITS.search);
  const { rows, total } = await searchLearnerAccounts(db, search, {
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  });
  // every row's plans in one query
  const subscriptions = await findSubscriptionsOfMany(
    db,
    rows.map((row) => row.id),
  );
  const learners: LearnerRow[] = [];
  for (const row of rows) {
    const plan = (subscriptions.get(row.id) ?? []).find(
      (s) => s.starts_at <= now && subscriptionStatus(s, now) === 'active',
    );
    learners.push({
      id: row.id,
      username: row.username,
      email: row.email,
      name: row.display_name || row.username,
      registered_at: row.created_at.toISOString(),
      blocked: row.blocked_at !== null,
      plan: plan
        ? { family: plan.family, name: plan.plan.name, expires_at: plan.expires_at.toISOString() }
        : null,
    });
  }
  return { learners, total };
}

/** A learner's page; 404 for an unknown account or one of the team. */
export async function learnerPage(db: Queryable, id: number, now: Date): Promise<Learner> {
  const account = await findLearnerAccount(db, id);
  if (!account) throw learnerErrors.notFound();
  // one after the other: inside a transaction all run on one connection anyway
  const subscriptions = await findSubscriptionsOf(db, id);
  const orders = await learnerOrders(db, id, ORDERS_SHOWN);
  const courses = await learnerCourses(db, id);
  const attempts = await learnerAttempts(db, id, ATTEMPTS_SHOWN);
  const history = await entityAudit(db, LEARNER_ENTITY, id, { limit: HISTORY_SHOWN, offset: 0 });
  const products = await findAllPlans(db);
  return {
    id: account.id,
    username: account.username,
    email: account.email,
    name: account.display_name || account.username,
    first_name: account.first_name,
    last_name: account.last_name,
    registered_at: account.created_at.toISOString(),
    blocked: account.blocked_at
      ? { at: account.blocked_at.toISOString(), reason: account.blocked_reason ?? '' }
      : null,
    plans: subscriptions.map((row) => ({
      id: row.id,
      plan: { id: row.plan.id, name: row.plan.name, family: row.family },
      source: row.source,
      status: subscriptionStatus(row, now),
      starts_at: new Date(row.starts_at).toISOString(),
      expires_at: new Date(row.expires_at).toISOString(),
      ended_at: row.ended_at ? new Date(row.ended_at).toISOString() : null,
    })),
    orders,
    courses,
    attempts,
    history: history.entries,
    grantable_plans: products.map(({ id: planId, family, name, period_unit, period_count }) => ({
      id: planId,
      family,
      name,
      period_unit,
      period_count,
    })),
  };
}

export async function getLearner(db: Queryable, user: StudioUser, id: number, now: Date): Promise<Learner> {
  assertManagesLearners(user);
  return learnerPage(db, id, now);
}

/** One finished attempt of the learner, reviewed as the learner reviews it (the same view, not another). */
export async function learnerAttemptReview(
  db: Queryable,
  user: StudioUser,
  id: number,
  attemptId: number,
  locale: Locale,
  now: Date,
) {
  assertManagesLearners(user);
  if (!(await findLearnerAccount(db, id))) throw learnerErrors.notFound();
  // the learner as the app knows them now: their roles and plan decide nothing the review reveals
  const learner = await findAccountWithRoles(db, id, now);
  const review = learner && (await reviewLearnerAttempt(db, attemptId, learner, locale));
  if (!review) throw learnerErrors.attemptNotFound();
  return review;
}
