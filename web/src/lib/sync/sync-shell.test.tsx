import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { wishlistApi } from '@studovna/core/contract';
import type { AppServices } from '../../app/app-services';
import { makeToken, type Routes } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { jana, LP } from '../../test/fixtures';
import { outboxOf } from './outbox';

let online = true;

const logIn = (services: AppServices) => {
  services.store.getState().setToken(makeToken(7 * 86400));
  services.store.getState().setUser(jana);
};
const queued = (id: string, userId = jana.id) => ({
  id,
  endpoint: 'wishlist.toggle',
  request: { body: { id: 1 } },
  userId,
  critical: false,
  attempts: 0,
  queuedAt: 0,
});
const session: Routes = {
  [`GET ${LP}/users/${jana.id}`]: { body: jana },
  [`GET ${LP}/users/user_capabilities`]: { body: { caps: {}, roles: {} } },
};
const indicator = () => screen.queryByText(/Čeká na synchronizaci/);

describe('the app shell while offline', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.restoreAllMocks());

  it('tells the learner that the connection is lost', async () => {
    renderApp('/', { prepare: logIn, routes: session });
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('Chybí připojení k internetu')).toBeInTheDocument();
    expect(
      screen.getByText('Bez internetu se nemusí synchronizovat ani ukládat tvůj postup!'),
    ).toBeInTheDocument();
  });

  it('takes a call that did not reach the server for a lost connection', async () => {
    const view = renderApp('/', {
      prepare: logIn,
      routes: { ...session, [`POST ${LP}/wishlist/toggle`]: 'network-error' },
    });
    const outbox = outboxOf(view.services.api.client)!;
    await act(
      async () =>
        void (await outbox.queue({ endpoint: wishlistApi.toggleWishlist, request: { body: { id: 1 } } })),
    );
    expect(await screen.findByText('Chybí připojení k internetu')).toBeInTheDocument();
  });

  it("shows how many of the learner's actions wait, in a status region, and hides it once they are sent", async () => {
    online = false;
    const view = renderApp('/', {
      prepare: (services) => {
        logIn(services);
        services.store.getState().addFailed(queued('a'));
        services.store.getState().addFailed(queued('b'));
        services.store.getState().addFailed(queued('c', jana.id + 1));
      },
      routes: {
        ...session,
        [`POST ${LP}/wishlist/toggle`]: { body: { status: 'success', message: '', data: null } },
      },
    });
    const note = await screen.findByText('Čeká na synchronizaci: 2 akce');
    expect(note).toHaveAttribute('role', 'status');

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(indicator()).toBeNull());
    expect(view.stub.requests.filter((r) => r.url.pathname === `${LP}/wishlist/toggle`)).toHaveLength(2);
    expect(view.services.store.getState().failed.map((a) => a.id)).toEqual(['c']);
  });

  it('tells a refusal of an action queued before the reload, and asks the server again', async () => {
    const view = renderApp('/', {
      prepare: (services) => {
        logIn(services);
        services.store.getState().addFailed(queued('a'));
      },
      routes: {
        ...session,
        [`POST ${LP}/wishlist/toggle`]: {
          status: 403,
          body: { code: 'forbidden', message: 'Tento kurz si nemůžeš přidat.', data: { status: 403 } },
        },
      },
    });
    // asked for anew each time: the toast's element may be replaced while the screen renders again
    await waitFor(() => {
      expect(screen.getByText('Uloženou akci se nepodařilo dokončit')).toBeInTheDocument();
      expect(screen.getByText('Tento kurz si nemůžeš přidat.')).toBeInTheDocument();
    });
    expect(view.services.store.getState().failed).toEqual([]);
  });
});
