import { describe, expect, it, vi } from 'vitest';
import { coursesApi } from '@studovna/core/contract';
import { createApiClient } from './api-client';
import { answeringFromPage, FIRST_ANSWERS_MAX_AGE_MS, readFirstAnswers } from './first-answers';

const COURSE = '/wp-json/learnpress/v1/courses/1';
const LIST = '/wp-json/learnpress/v1/courses?order=asc&orderby=date&page=1&per_page=10';

function pageWith(text: string | null): Pick<Document, 'getElementById'> {
  const doc = document.implementation.createHTMLDocument('app');
  if (text !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = 'first-answers';
    element.textContent = text;
    doc.head.append(element);
  }
  return doc;
}

const carried = (now = () => 1000) =>
  readFirstAnswers(
    pageWith(
      JSON.stringify([
        { key: COURSE, body: { id: 1, name: 'OSP' } },
        { key: LIST, body: [] },
      ]),
    ),
    now,
  );

const network = () => vi.fn(async () => new Response('"from the network"', { status: 200 }));
const guestGet = { method: 'GET', headers: { Accept: 'application/json' } };

describe('readFirstAnswers', () => {
  it('reads the answers by key, and nothing from a page without them or with unreadable ones', () => {
    expect([...carried().answers.keys()]).toEqual([COURSE, LIST]);
    expect(carried().readAt).toBe(1000);
    for (const text of [null, '', 'not json', '{"key":"/x"}', '[{"body":1},{"key":2,"body":1}]'])
      expect(readFirstAnswers(pageWith(text)).answers.size, String(text)).toBe(0);
  });
});

describe('answeringFromPage', () => {
  it('answers a guest’s GET from the page once, whatever its v and parameter order; then the network', async () => {
    const fetch = network();
    const send = answeringFromPage(fetch, carried(), () => 1000);
    const first = await send(`http://localhost:3000${COURSE}?v=abc123`, guestGet);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ id: 1, name: 'OSP' });
    const list = await send(
      'http://localhost:3000/wp-json/learnpress/v1/courses?per_page=10&page=1&orderby=date&order=asc&v=q',
      guestGet,
    );
    expect(await list.json()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();

    expect(await (await send(`http://localhost:3000${COURSE}?v=def456`, guestGet)).json()).toBe(
      'from the network',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends to the network what the server did not ask that way: a token, a language, a write, another address', async () => {
    const fetch = network();
    const send = answeringFromPage(fetch, carried(), () => 1000);
    const url = `http://localhost:3000${COURSE}?v=1`;
    await send(url, { method: 'GET', headers: { Authorization: 'Bearer t' } });
    await send(url, { method: 'GET', headers: { 'client-locale': 'en' } });
    await send(url, { method: 'POST', headers: {} });
    await send('http://localhost:3000/wp-json/learnpress/v1/courses/12?v=1', guestGet);
    expect(fetch).toHaveBeenCalledTimes(4);
    // still there for the guest's own call
    expect(await (await send(url, guestGet)).json()).toEqual({ id: 1, name: 'OSP' });
  });

  it('lets the answers go once the start is over', async () => {
    let now = 1000;
    const fetch = network();
    const send = answeringFromPage(
      fetch,
      carried(() => now),
      () => now,
    );
    now += FIRST_ANSWERS_MAX_AGE_MS + 1;
    expect(await (await send(`http://localhost:3000${COURSE}?v=1`, guestGet)).json()).toBe(
      'from the network',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('a call the page answers', () => {
  it('gets the page’s body as it is, not parsed again; the same body from the network is checked', async () => {
    // what the contract would refuse shows which way the body came: the page's is taken as the server sent it
    const client = createApiClient({
      baseUrl: 'http://localhost:3000',
      fetch: answeringFromPage(
        vi.fn(async () => new Response(JSON.stringify({ id: 1, name: 'OSP' }), { status: 200 })),
        carried(),
        () => 1000,
      ),
      getToken: () => null,
      warn: () => undefined,
    });
    const fromPage = await client.call(coursesApi.getCourse, { params: { id: 1 } });
    expect(fromPage).toMatchObject({ ok: true, data: { id: 1, name: 'OSP' } });
    const fromNetwork = await client.call(coursesApi.getCourse, { params: { id: 1 } });
    expect(fromNetwork).toMatchObject({ ok: false, error: { code: 'invalid_response' } });
  });
});
