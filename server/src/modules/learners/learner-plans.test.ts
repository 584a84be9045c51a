import { studioLearnersApi as L } from '@studovna/core/contract/studio';
import { endOfPragueDay, pragueDayOf } from '@studovna/core/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLearner, type TestLearner } from '../../../test/course-fixtures';
import { http, type Http } from '../../../test/http';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { studioUsers } from '../studio/studio-test-kit';
import { planProduct, plansSeenBy, writtenFor } from './learners-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const dayIn = (days: number) => pragueDayOf(new Date(Date.now() + days * DAY));

/**
 * A study plan granted, extended or ended by the team (decision 0027): the learner sees it in „Moje
 * studijní plány“ and their premium follows; the learner's history keeps who, when and why; every
 * refusal is in Czech and writes nothing.
 */
describe.each(testDatabases)('the team changes a learner’s plans, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let admin: TestLearner;
  let month: { id: number; name: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    ({ admin } = await studioUsers(t));
    month = await planProduct(t, 'zsv', 'MONTH', 1);
  });
  afterAll(() => t?.close());

  const grant = (id: number, body: object) =>
    api.call(L.grantPlan, { params: { id }, body }, { token: admin.token });
  const change = (id: number, plan: number, body: object) =>
    api.call(L.changePlan, { params: { id, plan }, body }, { token: admin.token });
  const capsOf = async (learner: TestLearner) =>
    (
      await api.get(`/wp-json/learnpress/v1/users/user_capabilities?id=${learner.id}`, {
        token: learner.token,
      })
    ).json().caps as Record<string, unknown>;

  it('grants a plan for its length, which the learner sees and uses at once, with the reason in the history', async () => {
    const me = await makeLearner(t);
    const res = await grant(me.id, { plan_id: month.id, reason: '  Náhrada za výpadek serveru  ' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = L.grantPlan.response.parse(res.json());
    expect(answer.message).toMatch(
      /^Studijní plán je přidělený do \d{1,2}\. \d{1,2}\. \d{4}\. Studující ho uvidí v aplikaci\.$/,
    );
    const [seen] = await plansSeenBy(api, me.token);
    expect(seen).toMatchObject({
      status: 'active',
      source: 'admin',
      ended_at: null,
      plan: { name: month.name },
    });
    const days = (Date.parse(seen!.expires_at) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
    expect(await capsOf(me)).toHaveProperty('zsv');
    expect(answer.data.history[0]).toMatchObject({
      who: { id: admin.id, name: 'Tým Studovny' },
      entity: 'learner',
      entity_id: me.id,
      action: 'plan_grant',
      changes: {
        plan: { from: null, to: month.name },
        reason: { from: null, to: 'Náhrada za výpadek serveru' },
      },
    });
  });

  it('grants to the end of a chosen day, and extends a running plan to a later day', async () => {
    const me = await makeLearner(t);
    const first = dayIn(10);
    const granted = await grant(me.id, { plan_id: month.id, expires_on: first, reason: 'Soutěž' });
    expect(granted.statusCode, granted.body).toBe(200);
    const [plan] = await plansSeenBy(api, me.token);
    expect(plan!.expires_at).toBe(endOfPragueDay(first)!.toISOString());
    const later = dayIn(40);
    const res = await change(me.id, plan!.id, {
      action: 'extend',
      expires_on: later,
      reason: 'Omluva za chybu',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Studijní plán je prodloužený do /);
    const [extended] = await plansSeenBy(api, me.token);
    expect(extended).toMatchObject({
      id: plan!.id,
      status: 'active',
      expires_at: endOfPragueDay(later)!.toISOString(),
    });
    expect(res.json().data.history[0]).toMatchObject({
      action: 'plan_extend',
      changes: {
        expires_at: { from: plan!.expires_at, to: extended!.expires_at },
        reason: { to: 'Omluva za chybu' },
      },
    });
  });

  it('ends a running plan now: the learner sees it ended and loses its premium; once ended it stays so', async () => {
    const me = await makeLearner(t);
    await grant(me.id, { plan_id: month.id, reason: 'Zkušební přístup' });
    const [plan] = await plansSeenBy(api, me.token);
    const res = await change(me.id, plan!.id, { action: 'end', reason: 'Vrácení peněz' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Studijní plán je ukončený.');
    const [ended] = await plansSeenBy(api, me.token);
    expect(ended).toMatchObject({ status: 'ended' });
    expect(ended!.ended_at).not.toBeNull();
    expect(await capsOf(me)).not.toHaveProperty('zsv');

    const before = await writtenFor(t, me.id);
    for (const body of [
      { action: 'end', reason: 'Ještě jednou' },
      { action: 'extend', expires_on: dayIn(20), reason: 'Ještě jednou' },
    ]) {
      const again = await change(me.id, plan!.id, body);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'learner_plan_ended',
        message: 'Tento plán už skončil. Prodloužit nebo ukončit jde jen plán, který ještě platí.',
      });
    }
    expect(await writtenFor(t, me.id)).toEqual(before);
  });

  it('refuses every wrong change with a Czech message per field, and writes nothing', async () => {
    const me = await makeLearner(t);
    const other = await makeLearner(t);
    await grant(other.id, { plan_id: month.id, reason: 'Plán jiného' });
    const [othersPlan] = await plansSeenBy(api, other.token);
    const before = await writtenFor(t, me.id);
    const invalid: [object, Record<string, string>][] = [
      [{ plan_id: month.id, reason: '' }, { reason: 'Napiš důvod – uvidí ho tým v historii změn.' }],
      [{ plan_id: month.id, reason: 'abc' }, { reason: 'Důvod musí mít alespoň 5 znaky.' }],
      [{ plan_id: month.id, reason: 'x'.repeat(501) }, { reason: 'Důvod může mít nejvýše 500 znaků.' }],
      [{ plan_id: null, reason: 'Soutěž' }, { plan_id: 'Vyber studijní plán, který chceš přidělit.' }],
      [
        { plan_id: 999_999, reason: 'Soutěž' },
        { plan_id: 'Takový studijní plán neexistuje. Vyber některý z nabídky.' },
      ],
      [
        { plan_id: month.id, expires_on: '2025-02-30', reason: 'Soutěž' },
        { expires_on: 'Datum zadej jako den, měsíc a rok, třeba 2025-03-31.' },
      ],
      [
        { plan_id: month.id, expires_on: '31. 3. 2030', reason: 'Soutěž' },
        { expires_on: 'Datum zadej jako den, měsíc a rok, třeba 2025-03-31.' },
      ],
      [
        { plan_id: month.id, expires_on: dayIn(-1), reason: 'Soutěž' },
        { expires_on: 'Plán musí platit aspoň do dneška – vyber dnešní nebo pozdější den.' },
      ],
      [
        { plan_id: month.id, expires_on: dayIn(6 * 366), reason: 'Soutěž' },
        { expires_on: 'Plán může platit nejvýše 5 let dopředu.' },
      ],
    ];
    for (const [body, fields] of invalid) {
      const res = await grant(me.id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'studio_invalid', data: { fields } });
      expect(res.json().message).toBe('Některá pole nejsou vyplněná správně. Oprav je prosím a pošli znovu.');
    }
    const unknown = await grant(999_999, { plan_id: month.id, reason: 'Soutěž' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'learner_not_found']);
    // somebody else's plan is not this learner's
    const foreign = await change(me.id, othersPlan!.id, { action: 'end', reason: 'Soutěž' });
    expect([foreign.statusCode, foreign.json().message]).toEqual([
      404,
      'Tento studijní plán u studujícího nenajdeme.',
    ]);
    expect(await writtenFor(t, me.id)).toEqual(before);

    // one plan at a time; an extension must run longer than now, with a date
    const otherBefore = await writtenFor(t, other.id);
    const second = await grant(other.id, { plan_id: month.id, reason: 'Druhý plán' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^Studující už má aktivní studijní plán\./);
    const runsUntil = new Date(othersPlan!.expires_at);
    for (const [body, message] of [
      [
        { action: 'extend', expires_on: pragueDayOf(new Date(runsUntil.getTime() - 1)), reason: 'Kratší' },
        /^Plán musí platit déle než dosud – vyber den po \d/,
      ],
      [{ action: 'extend', reason: 'Bez data' }, /^Zadej datum, do kterého má plán platit\.$/],
      [{ action: 'extend', expires_on: dayIn(60), reason: '' }, /^Napiš důvod/],
    ] as const) {
      const res = await change(other.id, othersPlan!.id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.values(res.json().data.fields as Record<string, string>)[0]).toMatch(message);
    }
    expect(await writtenFor(t, other.id)).toEqual(otherBefore);
  });
});
