import { describe, expect, it } from 'vitest';
import { tokenApi } from '@studovna/core/contract';
import { createFetchStub } from '../test/fetch-stub';
import { SITE } from '../test/fixtures';
import { createAppServices } from './app-services';

const start = (browserLanguages: readonly string[]) =>
  createAppServices(SITE, { fetch: createFetchStub({}).fetch, browserLanguages });

describe('the language of a first visit', () => {
  it('follows a browser that prefers English, and sends it to the server', async () => {
    const stub = createFetchStub({});
    const services = createAppServices(SITE, { fetch: stub.fetch, browserLanguages: ['en-US', 'en'] });
    expect(services.store.getState().app.locale).toBe('en');
    await services.api.client.call(tokenApi.login, { body: { username: 'jana', password: 'x' } });
    expect(stub.requests[0]?.headers.get('client-locale')).toBe('en');
  });

  it('is Czech for any other browser', () => {
    expect(start(['de-DE', 'cs']).store.getState().app.locale).toBe('cs');
    expect(start([]).store.getState().app.locale).toBe('cs');
  });

  it('gives way to the language chosen before', () => {
    start(['cs-CZ']).store.getState().setLocale('cs');
    expect(start(['en-US']).store.getState().app.locale).toBe('cs');
  });
});
