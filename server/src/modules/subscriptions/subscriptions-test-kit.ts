import { subscriptionsApi, usersApi } from '@studovna/core/contract';
import { expect } from 'vitest';
import type { Caller, TestLearner } from '../../../test/course-fixtures';
import type { TestApp } from '../../../test/test-app';
import { findPlan } from './plans.repository';
import type { SubscriptionSource } from './subscriptions.repository';
import { grantPlan } from './subscriptions.service';

/** Helpers for the study-plan API tests: plans granted as a checkout would, and what the caller sees. */

/** A seeded plan by its slug, e.g. `zsv-1-tyden`. */
export async function planBySlug(t: TestApp, slug: string) {
  const [row] = await t.db.query<{ id: number }>('select id from plans where slug = $1', [slug]);
  const plan = row && (await findPlan(t.db, row.id));
  if (!plan) throw new Error(`planBySlug: no plan ${slug}`);
  return plan;
}

/** Grants the learner a plan at the app's current time, as a completed purchase does. */
export async function grant(t: TestApp, me: TestLearner, slug: string, source: SubscriptionSource = 'web') {
  const plan = await planBySlug(t, slug);
  return t.db.transaction((tx) =>
    grantPlan(tx, t.ctx.clock.now(), { userId: me.id, plan, source, paymentRef: `test-${slug}` }),
  );
}

/** GET /users/user_capabilities: the caller's caps and role names. */
export async function capabilitiesOf(api: Caller, me: TestLearner) {
  const res = await api.get(`/users/user_capabilities?id=${me.id}`, me.token);
  expect(res.statusCode, res.body).toBe(200);
  return usersApi.userCapabilities.response.parse(res.json());
}

/** GET /users/{id}: the roles the profile shows. */
export async function rolesOf(api: Caller, me: TestLearner) {
  const res = await api.get(`/users/${me.id}`, me.token);
  expect(res.statusCode, res.body).toBe(200);
  return usersApi.getUser.response.parse(res.json()).roles;
}

/** GET /users/subscriptions: the caller's plans, newest first. */
export async function subscriptionsOf(api: Caller, me: TestLearner) {
  const res = await api.get('/users/subscriptions', me.token);
  expect(res.statusCode, res.body).toBe(200);
  return subscriptionsApi.listSubscriptions.response.parse(res.json());
}

/** POST /users/subscription as the app sends a purchase record. */
export const sendCommands = (
  api: Caller,
  me: TestLearner,
  subscriptions: { code: string; command: 'add' | 'remove' }[],
  id = me.id,
) => api.post('/users/subscription', { id, meta: { platform: 'android' }, subscriptions }, me.token);
