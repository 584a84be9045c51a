import { afterEach, describe, expect, it, vi } from 'vitest';
import { usersApi } from '@studovna/core/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { jana } from '../../test/fixtures';
import { makeToken } from '../../test/fetch-stub';
import type { AppServices } from '../../app/app-services';

function logIn({ store }: AppServices) {
  const state = store.getState();
  state.setToken(makeToken(7 * 86400));
  state.setUser(jana);
  state.setCapabilities({ osp: true }, { premium_osp: { name: 'OSP Premium' } }, 1000);
  state.addRecentSearch('analogie');
  state.selectCategory('osp', true);
}

describe('logout', () => {
  it('clears the session, the selected category and every cached query (SPEC §4)', async () => {
    const view = renderApp('/uzivatel/ucet', { prepare: logIn });
    view.services.queryClient.setQueryData(['board', 'pins', 7, 'all'], [{ id: 1 }]);
    view.services.queryClient.setQueryData(['wishlist'], [{ id: 1 }]);
    view.services.queryClient.setQueryData(['categories', 'list'], []);
    expect(JSON.parse(localStorage.getItem('localhost') ?? '{}').state.user.info.id).toBe(7);

    await view.user.click(screen.getByRole('button', { name: 'Odhlásit se' }));

    const state = view.services.store.getState();
    expect(state.user).toEqual({
      token: null,
      info: null,
      caps: {},
      roles: {},
      capabilitiesTStamp: null,
      recentSearch: [],
    });
    expect(state.category).toEqual({ slug: null, showDetails: false });
    const keys = view.services.queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
    expect(keys).not.toContainEqual(['wishlist']);
    expect(keys).not.toContainEqual(['board', 'pins', 7, 'all']);
    expect(state.pins).toEqual([]);
    expect(state.wishlist).toEqual([]);
    expect(state.cached).toBeNull();
    expect(JSON.parse(localStorage.getItem('localhost') ?? '{}').state.user.token).toBeNull();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });
});

describe('session expiry (SPEC §4)', () => {
  it('logs out at start when the token has under 7200 s left, with an info toast', async () => {
    const view = renderApp('/uzivatel/ucet', {
      prepare: (services) => {
        logIn(services);
        services.store.getState().setToken(makeToken(7000));
      },
    });
    expect(await screen.findByText('Byl/a jsi odhlášen/a')).toBeInTheDocument();
    expect(view.services.store.getState().user.token).toBeNull();
    expect(screen.getByRole('heading', { name: 'Nejsi přihlášen/a' })).toBeInTheDocument();
  });

  it('keeps a session with enough time left, or when the check is disabled', () => {
    const view = renderApp('/uzivatel/ucet', { prepare: logIn });
    expect(screen.getByRole('heading', { level: 2, name: 'Jana Nováková' })).toBeInTheDocument();
    expect(view.services.store.getState().user.token).not.toBeNull();

    const disabled = renderApp('/start', {
      prepare: (services) => {
        logIn(services);
        services.store.getState().setToken(makeToken(60));
        services.store.getState().setFlag('sessionExpiryCheck', false);
      },
    });
    expect(disabled.services.store.getState().user.token).not.toBeNull();
  });
});

describe('session expiry every 10 minutes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs out once the token drops under 7200 s while the app is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const view = renderApp('/start', {
      prepare: (services) => {
        logIn(services);
        services.store.getState().setToken(makeToken(7200 + 5 * 60));
      },
    });
    await act(() => vi.advanceTimersByTimeAsync(9 * 60 * 1000));
    expect(view.services.store.getState().user.token).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60 * 1000));
    expect(view.services.store.getState().user.token).toBeNull();
    expect(screen.getByText('Byl/a jsi odhlášen/a')).toBeInTheDocument();
  });
});

describe('auth failures of API calls (SPEC §8)', () => {
  it('401 on an authenticated call logs out and offers the login', async () => {
    const view = renderApp('/start', {
      prepare: logIn,
      routes: { 'GET /wp-json/learnpress/v1/users/7': { status: 401, body: {} } },
    });
    await act(() => view.services.api.client.call(usersApi.getUser, { params: { id: 7 } }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Přihlášení vypršelo. Prosím, přihlaš se',
    });
    expect(view.services.store.getState().user.token).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(dialog).not.toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
  });

  it('403 opens the denied screen', async () => {
    const view = renderApp('/start', {
      prepare: logIn,
      routes: { 'GET /wp-json/learnpress/v1/users/8': { status: 403, body: {} } },
    });
    await act(() => view.services.api.client.call(usersApi.getUser, { params: { id: 8 } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Přístup odepřen!' })).toBeInTheDocument();
    expect(view.services.store.getState().user.token).not.toBeNull();
  });
});
