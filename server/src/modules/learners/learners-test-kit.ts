import { studioLearnersApi as L } from '@studovna/core/contract/studio';
import type { EndpointDefinition } from '@studovna/core/contract';
import type { Http } from '../../../test/http';
import type { TestApp } from '../../../test/test-app';

/** Helpers of the learner administration's tests (decision 0027). */

/** What any change to a learner writes: their plans, their account's block, token version and the log. */
export async function writtenFor(t: TestApp, learnerId: number) {
  const [user] = await t.db.query(
    'select blocked_at, blocked_reason, token_version, password_hash from users where id = $1',
    [learnerId],
  );
  const plans = await t.db.query(
    'select id, plan_id, source, starts_at, expires_at, ended_at from subscriptions where user_id = $1 order by id',
    [learnerId],
  );
  const [log] = await t.db.query<{ n: number }>('select count(*)::int as n from audit_log');
  const [resets] = await t.db.query<{ n: number }>('select count(*)::int as n from password_resets');
  return { user, plans, log: log!.n, resets: resets!.n };
}

/** A call of the learner administration with valid input for the learner `id`. */
export const validCalls = (id: number, planId: number, subscriptionId: number) =>
  [
    [L.listLearners, {}],
    [L.getLearner, { params: { id } }],
    [L.learnerAttempt, { params: { id, attempt: 1 } }],
    [L.grantPlan, { params: { id }, body: { plan_id: planId, reason: 'Náhrada za výpadek' } }],
    [
      L.changePlan,
      { params: { id, plan: subscriptionId }, body: { action: 'end', reason: 'Náhrada za výpadek' } },
    ],
    [L.blockLearner, { params: { id }, body: { reason: 'Sdílený účet' } }],
    [L.unblockLearner, { params: { id }, body: { reason: 'Vyřešeno' } }],
    [L.sendPasswordReset, { params: { id }, body: {} }],
  ] as const satisfies readonly (readonly [EndpointDefinition, object])[];

/** The learner's plans as their „Moje studijní plány“ shows them. */
export async function plansSeenBy(api: Http, token: string) {
  const res = await api.get('/wp-json/learnpress/v1/users/subscriptions', { token });
  if (res.statusCode !== 200) throw new Error(`plansSeenBy: ${res.statusCode} ${res.body}`);
  return res.json() as {
    id: number;
    status: string;
    source: string;
    expires_at: string;
    ended_at: string | null;
    plan: { name: string };
  }[];
}

/** The seeded plan product of a family and length. */
export async function planProduct(t: TestApp, family: string, unit: string, count: number) {
  const [row] = await t.db.query<{ id: number; name: string }>(
    'select id, name from plans where family = $1 and period_unit = $2 and period_count = $3',
    [family, unit, count],
  );
  if (!row) throw new Error('planProduct: none');
  return row;
}
