import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api';
import { createQueryClient } from '../../lib/query/query-client';
import { createAppStore } from '../../lib/store';
import { createFetchStub, type Routes } from '../../test/fetch-stub';
import { jana, LP } from '../../test/fixtures';
import { runLogin } from './login-flow';

function setup(routes: Routes) {
  const store = createAppStore('login-flow-test');
  const queryClient = createQueryClient({ retry: false });
  const stub = createFetchStub(routes);
  const api = createApiClient({
    baseUrl: 'http://localhost:3000',
    fetch: stub.fetch,
    getToken: () => store.getState().user.token,
    warn: () => {},
  });
  return { deps: { api, store, queryClient, now: () => 42 }, store, stub };
}

const token = {
  token: 'jwt',
  user_id: 7,
  user_login: 'jana',
  user_email: jana.email,
  user_display_name: jana.name,
};
const error = (status: number, code: string) => ({
  status,
  body: { code, message: `msg ${code}`, data: { status } },
});
const credentials = { username: 'jana', password: 'Heslo1234' };

describe('runLogin (SPEC §4, §8)', () => {
  it.each<[string, ReturnType<typeof error> | 'network-error', unknown]>([
    [
      'incorrect password',
      error(403, '[jwt_auth] incorrect_password'),
      { kind: 'invalidCredentials', message: 'msg [jwt_auth] incorrect_password', unknownUser: false },
    ],
    [
      'invalid username',
      error(403, '[jwt_auth] invalid_username'),
      { kind: 'invalidCredentials', message: 'msg [jwt_auth] invalid_username', unknownUser: true },
    ],
    ['invalid e-mail as a username', error(403, '[jwt_auth] invalid_email'), { kind: 'userNotFound' }],
    [
      'too many attempts',
      error(429, 'too_many_attempts'),
      { kind: 'tooManyAttempts', message: 'msg too_many_attempts' },
    ],
    [
      'a blocked account',
      error(403, '[jwt_auth] account_blocked'),
      { kind: 'blocked', message: 'msg [jwt_auth] account_blocked' },
    ],
    ['server error', error(500, 'internal'), { kind: 'userNotFound' }],
    ['network failure', 'network-error', { kind: 'network' }],
  ])('%s → %j', async (_name, reply, expected) => {
    const { deps, store } = setup({ [`POST ${LP}/token`]: reply });
    expect(await runLogin(deps, credentials)).toEqual(expected);
    expect(store.getState().user.token).toBeNull();
  });

  it('stores token, user and capabilities with their time stamp', async () => {
    const { deps, store } = setup({
      [`POST ${LP}/token`]: { body: token },
      [`GET ${LP}/users/7`]: { body: jana },
      [`GET ${LP}/users/user_capabilities`]: {
        body: { caps: { osp: true }, roles: { premium_osp: { name: 'OSP' } } },
      },
    });
    expect(await runLogin(deps, credentials)).toEqual({ kind: 'success' });
    expect(store.getState().user).toMatchObject({
      token: 'jwt',
      info: jana,
      caps: { osp: true },
      roles: { premium_osp: { name: 'OSP' } },
      capabilitiesTStamp: 42,
    });
  });

  it('does not revive a session that ended while the user was loading', async () => {
    const { deps, store } = setup({
      [`POST ${LP}/token`]: { body: token },
      [`GET ${LP}/users/7`]: () => {
        store.getState().logout();
        return { body: jana };
      },
      [`GET ${LP}/users/user_capabilities`]: { body: { caps: {}, roles: {} } },
    });
    expect(await runLogin(deps, credentials)).toEqual({ kind: 'userNotFound' });
    expect(store.getState().user.info).toBeNull();
  });
});

describe('the learner’s flags at login (the theme of Settings)', () => {
  const answering = (theme: 'light' | 'dark' | 'system') => ({
    [`POST ${LP}/token`]: { body: token },
    [`GET ${LP}/users/7`]: { body: { ...jana, flags: { theme } } },
    [`GET ${LP}/users/user_capabilities`]: { body: { caps: {}, roles: {} } },
    [`POST ${LP}/users/flags`]: ({ body }: { body: unknown }) => ({ body }),
  });
  const flagsSent = (stub: ReturnType<typeof setup>['stub']) =>
    stub.requests.filter((r) => r.url.pathname === `${LP}/users/flags`).map((r) => r.body);

  it('are the account’s: the theme chosen on another device replaces this device’s', async () => {
    const { deps, store, stub } = setup(answering('dark'));
    store.getState().setFlag('theme', 'light');
    expect(await runLogin(deps, credentials)).toEqual({ kind: 'success' });
    expect(store.getState().app.flags.theme).toBe('dark');
    expect(flagsSent(stub)).toEqual([]);
  });

  it('of an account registered just now are the device’s: the guest’s choice is saved with it', async () => {
    const { deps, store, stub } = setup(answering('system'));
    store.getState().setFlag('theme', 'dark');
    expect(await runLogin(deps, credentials, { newAccount: true })).toEqual({ kind: 'success' });
    expect(store.getState().app.flags.theme).toBe('dark');
    await vi.waitFor(() => expect(flagsSent(stub)).toEqual([{ theme: 'dark' }]));
  });

  it('of a new account on a device left on the system’s colours need no saving', async () => {
    const { deps, store, stub } = setup(answering('system'));
    expect(await runLogin(deps, credentials, { newAccount: true })).toEqual({ kind: 'success' });
    expect(store.getState().app.flags.theme).toBe('system');
    expect(flagsSent(stub)).toEqual([]);
  });
});
