import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { makeToken } from '../../test/fetch-stub';
import { jana, LP } from '../../test/fixtures';
import type { AppServices } from '../../app/app-services';
import { goToWebsite } from './go-to-website';

vi.mock('./go-to-website', () => ({ goToWebsite: vi.fn() }));
const leave = vi.mocked(goToWebsite);

afterEach(() => {
  leave.mockReset();
});

const logIn = ({ store }: AppServices) => {
  store.getState().setToken(makeToken(86400));
  store.getState().setUser(jana);
};

const HANDOFF = 'http://localhost:3000/prihlaseni-z-aplikace/?code=abc123';

describe('studijni-plany opens the website plans page', () => {
  it('sends a guest to the plans page of the family asked for, leaving home in the history', async () => {
    const view = renderApp('/studijni-plany', { state: { requiredPremiums: ['osp'] } });
    let pathWhenLeaving = '';
    leave.mockImplementation(() => void (pathWhenLeaving = view.router.state.location.pathname));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://localhost:3000/studijni-plany/#osp'));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(pathWhenLeaving).toBe('/');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(view.stub.requests.some((r) => r.url.pathname.endsWith('/users/web-session'))).toBe(false);
  });

  it('signs a learner in on the website through a single-use address', async () => {
    const view = renderApp('/studijni-plany', {
      prepare: logIn,
      state: { requiredPremiums: ['zsv', 'osp'] },
      routes: { [`POST ${LP}/users/web-session`]: { body: { url: HANDOFF, expires_in: 120 } } },
    });
    expect(screen.getByText('Otevírám studijní plány…')).toBeInTheDocument();
    let pathWhenLeaving = '';
    leave.mockImplementation(() => void (pathWhenLeaving = view.router.state.location.pathname));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${HANDOFF}#zsv`));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(pathWhenLeaving).toBe('/');
    expect(view.router.state.historyAction).toBe('REPLACE');
    const session = view.stub.requests.filter((r) => r.url.pathname === `${LP}/users/web-session`);
    expect(session).toHaveLength(1);
    expect(session[0]!.body).toEqual({ path: '/studijni-plany/' });
    expect(session[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('opens the plans page without a family when none was asked for', async () => {
    renderApp('/studijni-plany', {
      prepare: logIn,
      routes: { [`POST ${LP}/users/web-session`]: { body: { url: HANDOFF, expires_in: 120 } } },
    });
    await waitFor(() => expect(leave).toHaveBeenCalledWith(HANDOFF));
  });

  it('says the plans cannot be loaded, with Retry and a plain link to the website', async () => {
    let calls = 0;
    const view = renderApp('/studijni-plany', {
      prepare: logIn,
      state: { requiredPremiums: ['tsp'] },
      routes: {
        [`POST ${LP}/users/web-session`]: () =>
          ++calls === 1
            ? { status: 500, body: { code: 'internal', message: 'Chyba', data: { status: 500 } } }
            : { body: { url: HANDOFF, expires_in: 120 } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nelze načíst studijní plán');
    expect(screen.getByRole('link', { name: 'Otevřít studijní plány na webu' })).toHaveAttribute(
      'href',
      'http://localhost:3000/studijni-plany/#tsp',
    );
    expect(leave).not.toHaveBeenCalled();
    expect(view.router.state.location.pathname).toBe('/studijni-plany');

    await view.user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`${HANDOFF}#tsp`));
    expect(calls).toBe(2);
  });
});
