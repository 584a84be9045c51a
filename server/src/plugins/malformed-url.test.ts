import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** An address that is not valid percent-encoding gets the usual error body on both hosts, in the client's language. */
describe('malformed addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it.each([
    ['the app', 'app.localhost:3000', '/%E0%A4%A'],
    ['the site', 'localhost:3000', '/%E0%A4%A'],
    ['the API', 'localhost:3000', '/wp-json/learnpress/v1/courses/%E0%A4%A'],
    ['the API, in a query string too', 'localhost:3000', '/wp-json/learnpress/v1/courses/%zz?search=x'],
  ])('on %s: 400 with a code and a Czech message', async (_, host, url) => {
    const res = await get(url, host);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json()).toEqual({
      code: 'rest_invalid_url',
      message: 'Adresa požadavku není správně zakódovaná.',
      data: { status: 400 },
    });
  });

  it('says so in English with client-locale en_US', async () => {
    const res = await get('/%E0%A4%A', 'app.localhost:3000', { 'client-locale': 'en_US' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'rest_invalid_url',
      message: 'The request address is not encoded correctly.',
      data: { status: 400 },
    });
  });

  it('a path parameter too long to route gets the usual error body too', async () => {
    const res = await get(`/wp-json/learnpress/v1/courses/${'9'.repeat(400)}`, 'localhost:3000');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json() as { code?: unknown; message?: unknown; data?: { status?: unknown } };
    expect(typeof body.code).toBe('string');
    expect(body.message).toBe('Požadavek obsahuje neplatné údaje.');
    expect(body.data?.status).toBe(res.statusCode);
  });
});
