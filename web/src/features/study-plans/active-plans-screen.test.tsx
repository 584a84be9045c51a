import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { makeToken, type StubReply } from '../../test/fetch-stub';
import { jana, LP } from '../../test/fixtures';
import type { AppServices } from '../../app/app-services';
import { goToWebsite } from './go-to-website';
import { subscriptionOf } from './plans-fixtures';

vi.mock('./go-to-website', () => ({ goToWebsite: vi.fn() }));

afterEach(() => {
  vi.mocked(goToWebsite).mockReset();
});

const logIn = ({ store }: AppServices) => {
  store.getState().setToken(makeToken(86400));
  store.getState().setUser(jana);
};
const SUBSCRIPTIONS = `GET ${LP}/users/subscriptions`;
const render = (reply: StubReply | (() => StubReply | Promise<StubReply>)) =>
  renderApp('/uzivatel/plany', { prepare: logIn, routes: { [SUBSCRIPTIONS]: reply } });

describe('active study plans screen', () => {
  it('shows the active plan with what it gives, until when, where it was bought, and past plans', async () => {
    const view = render({
      body: [
        subscriptionOf(12, 'osp', 'active', { from: -20, to: 10.5 }),
        subscriptionOf(9, 'zsv', 'expired', { from: -60, to: -30, source: 'android' }),
        subscriptionOf(5, 'tsp', 'ended', { from: -100, to: -70, source: 'admin' }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Moje studijní plány' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 2, name: 'OSP – 1 měsíc' })).closest(
      'section',
    )!;
    expect(within(card).getByText('OSP – Obecné studijní předpoklady')).toBeInTheDocument();
    expect(within(card).getByText('Aktivní')).toBeInTheDocument();
    const bullets = within(card).getByRole('list', { name: 'Co plán obsahuje' });
    expect(
      within(bullets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Přes 50 vyřešených úloh z verbální a analytické části OSP',
      'Testy s vyhodnocením a percentilem',
      'Synchronizace s webovým rozhraním',
    ]);
    const until = within(card).getByText('Platí do').nextElementSibling!;
    expect(until).toHaveTextContent(/^\d{1,2}\. \d{1,2}\. \d{4} \(ještě 11 dní\)$/);
    expect(within(card).getByText('Pořízeno').nextElementSibling).toHaveTextContent('Na webu Studovny');

    const past = screen.getByRole('heading', { level: 2, name: 'Dřívější plány' }).closest('section')!;
    const rows = within(past).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ZSV – 1 měsíc');
    expect(rows[0]).toHaveTextContent('V aplikaci pro Android');
    expect(rows[0]).toHaveTextContent('Vypršel');
    expect(rows[1]).toHaveTextContent('Od týmu Studovny');
    expect(rows[1]).toHaveTextContent('Ukončen');

    await view.user.click(screen.getByRole('button', { name: 'Studijní plány na webu' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/studijni-plany'));
    expect(view.router.state.location.state).toEqual({ requiredPremiums: ['osp'] });
  });

  it('without any plan offers to choose one on the web', async () => {
    const view = render({ body: [] });
    expect(
      await screen.findByRole('heading', { name: 'Zatím nemáš žádný studijní plán' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dřívější plány' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Vybrat studijní plán' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/studijni-plany'));
  });

  it('keeps past plans under the empty state when none is active', async () => {
    render({ body: [subscriptionOf(9, 'zsv', 'expired', { from: -60, to: -30 })] });
    expect(
      await screen.findByRole('heading', { name: 'Zatím nemáš žádný studijní plán' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dřívější plány' })).toBeInTheDocument();
  });

  it('shows loading, then the error with Retry that loads the plans', async () => {
    // the screen and the app's plan check both ask; both wait, then both fail
    const waiting: ((reply: StubReply) => void)[] = [];
    let failing = true;
    const view = render(() =>
      failing
        ? new Promise<StubReply>((resolve) => waiting.push(resolve))
        : { body: [subscriptionOf(12, 'tsp', 'active', { from: -1, to: 6 })] },
    );
    expect(await screen.findByText('Načítám…')).toBeInTheDocument();
    await waitFor(() => expect(waiting).toHaveLength(2));
    for (const release of waiting)
      release({ status: 500, body: { code: 'internal', message: 'Chyba', data: { status: 500 } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nelze načíst studijní plán');
    failing = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'TSP – 1 měsíc' })).toBeInTheDocument();
  });

  it('asks a guest to log in and come back here', async () => {
    const view = renderApp('/uzivatel/plany');
    await view.user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
    expect(view.router.state.location.state).toMatchObject({ screen: '/uzivatel/plany' });
    expect(view.stub.requests).toHaveLength(0);
  });
});
