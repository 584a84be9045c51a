import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { makeToken } from '../../test/fetch-stub';
import { jana, LP } from '../../test/fixtures';
import type { AppServices } from '../../app/app-services';

const logIn = ({ store }: AppServices) => {
  store.getState().setToken(makeToken(86400));
  store.getState().setUser(jana);
};
const h1 = () => screen.getByRole('heading', { level: 1 });

describe('404 / denied screen (SPEC §2, §8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the page was not found, offers the login to a guest, and Back goes home', async () => {
    const view = renderApp('/404');
    expect(h1()).toHaveTextContent('Stránka nenalezena');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Tahle stránka neexistuje nebo byla přesunuta.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/prihlaseni');
    await view.user.click(screen.getByRole('button', { name: 'Zpět na úvod' }));
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('says access denied, in Czech, for a 403', () => {
    renderApp('/404', { state: { status: 403 } });
    expect(h1()).toHaveTextContent('Přístup odepřen!');
    expect(
      screen.getByRole('heading', { level: 2, name: 'K tomuto obsahu nemáš přístup.' }),
    ).toBeInTheDocument();
  });

  it('shows a message passed in the route state instead, for a 403 too, and no login when logged in', () => {
    renderApp('/404', { state: { status: 403, message: 'Kurz už není dostupný.' }, prepare: logIn });
    expect(h1()).toHaveTextContent('Kurz už není dostupný.');
    expect(screen.queryByText('Přístup odepřen!')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Přihlásit se' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zpět na úvod' })).toBeInTheDocument();
  });

  it('ignores route state that is not a message', () => {
    renderApp('/404', { state: { message: { html: '<b>x</b>' } } });
    expect(h1()).toHaveTextContent('Stránka nenalezena');
  });

  it('goes home by itself after 2 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const view = renderApp('/404');
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(view.router.state.location.pathname).toBe('/404');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('is where an unknown path leads', async () => {
    const view = renderApp('/tohle/neexistuje');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
  });
});

describe('a screen whose main resource answers 404', () => {
  it('leads to the 404 screen once: going back does not reopen it and bounce again', async () => {
    const view = renderApp('/kurzy');
    const courseCalls = () =>
      view.stub.requests.filter((request) => request.url.pathname === `${LP}/courses/999`).length;

    await act(() => view.router.navigate('/kurzy/999'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(courseCalls()).toBe(1);

    await act(() => view.router.navigate(-1));
    expect(view.router.state.location.pathname).toBe('/kurzy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurzy' })).toBeInTheDocument();
    expect(courseCalls()).toBe(1);
  });
});
