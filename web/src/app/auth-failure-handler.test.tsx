import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { tokenApi, usersApi, subscriptionsApi } from '@studovna/core/contract';
import { makeToken } from '../test/fetch-stub';
import { jana, LP } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import type { AppServices } from './app-services';

const logIn = ({ store }: AppServices) => {
  store.getState().setToken(makeToken(7 * 86400));
  store.getState().setUser(jana);
};
const refused = (status: number) => ({
  status,
  body: { code: 'rest_forbidden', message: 'Ne', data: { status } },
});
const loginReplies = {
  [`POST ${LP}/token`]: {
    body: {
      token: makeToken(7 * 86400),
      user_id: 7,
      user_login: 'jana',
      user_email: jana.email,
      user_display_name: jana.name,
    },
  },
  [`GET ${LP}/users/7`]: { body: jana },
  [`GET ${LP}/users/user_capabilities`]: { body: { caps: {}, roles: {} } },
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('401: the session has expired (SPEC §8)', () => {
  it('logs out, says so, and the login returns to where the user was', async () => {
    const view = renderApp('/uzivatel/kurzy?filtr=passed', {
      prepare: logIn,
      routes: { [`GET ${LP}/users/8`]: refused(401), ...loginReplies },
    });
    await act(() => view.services.api.client.call(usersApi.getUser, { params: { id: 8 } }));
    await act(() => view.services.api.client.call(usersApi.getUser, { params: { id: 8 } }));

    const dialogs = await screen.findAllByRole('alertdialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toHaveAccessibleName('Přihlášení vypršelo. Prosím, přihlaš se');
    expect(view.services.store.getState().user.token).toBeNull();

    await view.user.click(within(dialogs[0]!).getByRole('button', { name: 'Přihlásit se' }));
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
    expect(screen.getByText('Přihlášení vypršelo. Prosím, přihlaš se')).toBeInTheDocument();

    await view.user.type(screen.getByLabelText('Přihlašovací jméno nebo e-mail'), 'jana');
    await view.user.type(screen.getByLabelText('Heslo'), 'Studovna2026');
    await view.user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    await waitFor(() =>
      expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe(
        '/uzivatel/kurzy?filtr=passed',
      ),
    );
  });

  it('can be closed, leaving the user logged out where they were', async () => {
    const view = renderApp('/start', { prepare: logIn, routes: { [`GET ${LP}/users/8`]: refused(401) } });
    await act(() => view.services.api.client.call(usersApi.getUser, { params: { id: 8 } }));
    await view.user.click(await screen.findByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/start');
    expect(view.services.store.getState().user.info).toBeNull();
  });
});

describe('403: access denied (SPEC §6, §8)', () => {
  it('replaces the screen with the denied screen once, however many calls were refused', async () => {
    const view = renderApp('/', { prepare: logIn, routes: { [`GET ${LP}/users/8`]: refused(403) } });
    await act(() => view.router.navigate('/start'));
    await act(() =>
      Promise.all([
        view.services.api.client.call(usersApi.getUser, { params: { id: 8 } }),
        view.services.api.client.call(usersApi.getUser, { params: { id: 8 } }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Přístup odepřen!' })).toBeInTheDocument();
    expect(view.services.store.getState().user.token).not.toBeNull();

    // a refusal on the denied screen itself changes nothing
    await act(() => view.services.api.client.call(usersApi.getUser, { params: { id: 8 } }));
    expect(view.router.state.location.pathname).toBe('/404');

    // the refused screen is gone from the history: going back does not bounce to the denied screen
    await act(() => view.router.navigate(-1));
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('leaves the token, register, subscription and account-deletion calls to their screens', async () => {
    const view = renderApp('/start', {
      prepare: logIn,
      routes: {
        [`POST ${LP}/token`]: refused(403),
        [`POST ${LP}/token/register`]: refused(403),
        [`POST ${LP}/users/subscription`]: refused(403),
        [`POST ${LP}/users/delete`]: refused(403),
      },
    });
    await act(async () => {
      await view.services.api.client.call(tokenApi.login, {
        body: { username: 'jana', password: 'x' },
      });
      await view.services.api.client.call(tokenApi.register, {
        body: { username: 'jana', email: 'jana@example.cz', password: 'x', confirm_password: 'x' },
      });
      await view.services.api.client.call(subscriptionsApi.updateSubscription, {
        body: { id: 7, subscriptions: [{ code: 'osp', command: 'add' }] },
      });
      await view.services.api.client.call(usersApi.deleteAccount, { body: { id: 7, password: 'x' } });
    });
    expect(view.stub.requests.filter((request) => request.method === 'POST')).toHaveLength(4);
    expect(view.router.state.location.pathname).toBe('/start');
  });
});

describe('the session-expiry check (SPEC §4, §9)', () => {
  const almostExpired = (services: AppServices) => {
    logIn(services);
    services.store.getState().setToken(makeToken(7199));
  };

  it('logs out with "Byl/a jsi odhlášen/a", and the login returns to the screen', async () => {
    const view = renderApp('/nastenka', { prepare: almostExpired });
    const dialog = await screen.findByRole('alertdialog', { name: 'Byl/a jsi odhlášen/a' });
    expect(view.services.store.getState().user.token).toBeNull();
    await view.user.click(within(dialog).getByRole('button', { name: 'Přihlásit se' }));
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
    expect(view.router.state.location.state).toMatchObject({ screen: '/nastenka' });
  });

  it('keeps a token with 7200 s left, and checks it again every 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const view = renderApp('/start', {
      prepare: (services) => {
        logIn(services);
        services.store.getState().setToken(makeToken(7200 + 10 * 60));
      },
    });
    await act(() => vi.advanceTimersByTimeAsync(10 * 60 * 1000 - 1000));
    expect(view.services.store.getState().user.token).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(view.services.store.getState().user.token).toBeNull();
    expect(screen.getByRole('alertdialog', { name: 'Byl/a jsi odhlášen/a' })).toBeInTheDocument();
  });

  it('is off when the app is built with VITE_SESSION_CHECK=false', () => {
    vi.stubEnv('VITE_SESSION_CHECK', 'false');
    const view = renderApp('/start', { prepare: almostExpired });
    expect(view.services.config.sessionExpiryCheck).toBe(false);
    expect(view.services.store.getState().user.token).not.toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is off while the persisted sessionExpiryCheck flag is false', () => {
    const view = renderApp('/start', {
      prepare: (services) => {
        almostExpired(services);
        services.store.getState().setFlag('sessionExpiryCheck', false);
      },
    });
    expect(view.services.store.getState().user.token).not.toBeNull();
  });
});
