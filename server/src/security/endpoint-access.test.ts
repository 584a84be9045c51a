import { allEndpoints, type EndpointDefinition } from '@studovna/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLearner, type TestLearner } from '../../test/course-fixtures';
import { http, type Http } from '../../test/http';
import { ACCESS, type AccessRow } from './access-table';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app';
import { makeOwner, ownedRows, rowCounts, type Owner } from './security-fixtures';

const statusOf = (other: AccessRow['other']) =>
  'own' in other ? other.own : 'public' in other ? other.public : other.status;

describe('the access table', () => {
  it('has a row for every endpoint of the contract, and none for an endpoint that is gone', () => {
    expect(Object.keys(ACCESS).sort()).toEqual(allEndpoints.map((e) => e.name).sort());
  });

  it('asks a login wherever the contract requires one; elsewhere only for content that needs it', () => {
    const required = allEndpoints
      .filter((e) => e.auth === 'required' || e.auth === 'studio')
      .map((e) => e.name);
    expect(required.filter((name) => ACCESS[name]?.guest !== 401)).toEqual([]);
    const optionalButGuarded = allEndpoints
      .filter((e) => e.auth !== 'required' && e.auth !== 'studio' && ACCESS[e.name]?.guest === 401)
      .map((e) => e.name);
    expect(optionalButGuarded).toEqual(['assignments.get']);
  });

  it('refuses a learner every studio endpoint, and only those are the studio’s', () => {
    const studio = allEndpoints.filter((e) => e.auth === 'studio');
    expect(studio.length).toBeGreaterThan(0);
    for (const e of studio) {
      expect(e.path.startsWith('/wp-json/studovna/v1/studio/')).toBe(true);
      expect(ACCESS[e.name]?.other).toEqual({ status: 403, code: 'studio_forbidden' });
    }
    const elsewhere = allEndpoints.filter(
      (e) => e.auth !== 'studio' && e.path.includes('/studovna/v1/studio'),
    );
    expect(elsewhere).toEqual([]);
  });
});

describe.each(testDatabases)('who may call each endpoint, on %s', (kind) => {
  let t: TestApp;
  let api: Http;
  let owner: Owner;
  let other: TestLearner;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = http(t.app);
    owner = await makeOwner(t);
    other = await makeLearner(t);
  });
  afterAll(() => t?.close());

  const rowOf = (e: EndpointDefinition) => ACCESS[e.name]!;

  it.each(allEndpoints.map((e) => [e.name, e] as const))('%s: a guest', async (_, endpoint) => {
    const row = rowOf(endpoint);
    const before = await ownedRows(t, owner.id);
    const res = await api.call(endpoint, row.inputs(owner));
    expect(res.statusCode, res.body).toBe(row.guest);
    if (row.guest === 401) {
      expect(res.json()).toMatchObject({
        code: 'rest_not_logged_in',
        message: 'Akce vyžaduje přihlášený účet',
        data: { status: 401 },
      });
    }
    expect(await ownedRows(t, owner.id)).toEqual(before);
  });

  it.each(allEndpoints.map((e) => [e.name, e] as const))(
    '%s: another learner, on the owner’s resource',
    async (_, endpoint) => {
      const row = rowOf(endpoint);
      const before = await ownedRows(t, owner.id);
      const counts = await rowCounts(t);
      const res = await api.call(endpoint, row.inputs(owner), { token: other.token });
      expect(res.statusCode, res.body).toBe(statusOf(row.other));
      if ('code' in row.other) {
        expect(res.json()).toMatchObject({ code: row.other.code, data: { status: row.other.status } });
        expect(await rowCounts(t)).toEqual(counts);
      }
      expect(await ownedRows(t, owner.id)).toEqual(before);
    },
  );

  it.each(allEndpoints.filter((e) => e.auth !== 'none').map((e) => [e.name, e] as const))(
    '%s: a forged token is refused with 401',
    async (_, endpoint) => {
      const forged = `${owner.token.slice(0, -4)}AAAA`;
      const res = await api.call(endpoint, ACCESS[endpoint.name]!.inputs(owner), { token: forged });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ code: 'jwt_auth_invalid_token' });
    },
  );
});
