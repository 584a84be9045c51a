import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { makeToken } from '../../test/fetch-stub';
import { jana } from '../../test/fixtures';

describe('404 / denied screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says "Access denied!" for 403 and offers the login to guests', async () => {
    const view = renderApp('/404', { state: { status: 403 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/prihlaseni');
    await view.user.click(screen.getByRole('button', { name: 'Zpět na úvod' }));
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('shows a message passed by route state, and no login when logged in', () => {
    renderApp('/404', {
      state: { message: 'Kurz už není dostupný.' },
      prepare: ({ store }) => {
        store.getState().setToken(makeToken(86400));
        store.getState().setUser(jana);
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Kurz už není dostupný.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Přihlásit se' })).not.toBeInTheDocument();
  });

  it('goes home by itself after 2 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const view = renderApp('/404');
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(view.router.state.location.pathname).toBe('/404');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(view.router.state.location.pathname).toBe('/');
  });
});
