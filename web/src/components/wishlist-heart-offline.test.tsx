import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../app/app-providers';
import { createAppServices } from '../app/app-services';
import { createQueryClient } from '../lib/query/query-client';
import { outboxOf } from '../lib/sync/outbox';
import { courseItem } from '../test/course-fixtures';
import { logInJana } from '../test/course-detail-fixtures';
import { createFetchStub, type Routes } from '../test/fetch-stub';
import { SITE } from '../test/fixtures';
import { WishlistHeart } from './wishlist-heart';
import { createTestRouter, TestRouterProvider } from '../test/test-router';

const LIST = 'GET /wp-json/learnpress/v1/wishlist';
const TOGGLE = 'POST /wp-json/learnpress/v1/wishlist/toggle';
const course = courseItem(12, { name: 'Verbální oddíl OSP' });
const wishlistBody = (items: unknown[]) => ({ status: 'success', message: '', data: { items } });
const QUEUED = 'Uloženo. Odešle se, až budeš online.';

let online = true;
let stopOutbox = () => {};

function renderHeart(routes: Routes) {
  const stub = createFetchStub(routes);
  const services = createAppServices(SITE, {
    fetch: stub.fetch,
    queryClient: createQueryClient({ retry: false }),
  });
  logInJana(services);
  stopOutbox = outboxOf(services.api.client)!.start();
  const router = createTestRouter([{ path: '/', element: <WishlistHeart course={course} /> }]);
  render(
    <AppProviders services={services}>
      <TestRouterProvider router={router} />
    </AppProviders>,
  );
  const toggles = () => stub.requests.filter((r) => r.method === 'POST');
  return { stub, services, toggles, user: userEvent.setup() };
}

const reconnect = () => {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
};

describe('WishlistHeart without a connection', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    stopOutbox();
    vi.restoreAllMocks();
  });

  it('keeps the heart as chosen, says the toggle is saved, and sends it once with its action id when online', async () => {
    let server: unknown[] = [];
    const view = renderHeart({
      [LIST]: () => ({ body: wishlistBody(server) }),
      [TOGGLE]: () => {
        server = [course];
        return { body: { status: 'success', message: '', data: { items: server } } };
      },
    });
    const heart = await screen.findByRole('button', { name: 'Přidat do oblíbených' });
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    await view.user.click(heart);

    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odebrat z oblíbených' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [queued, ...rest] = view.services.store.getState().failed;
    expect(rest).toEqual([]);
    expect(queued).toMatchObject({
      endpoint: 'wishlist.toggle',
      request: { body: { id: 12 } },
      critical: false,
    });
    expect(view.toggles()).toHaveLength(0);

    reconnect();
    await waitFor(() => expect(view.toggles()).toHaveLength(1));
    expect(view.toggles()[0]?.headers.get('X-Action-Id')).toBe(queued!.id);
    expect(view.toggles()[0]?.body).toEqual({ id: 12 });
    await waitFor(() => expect(view.services.store.getState().failed).toEqual([]));
    expect(screen.getByRole('button', { name: 'Odebrat z oblíbených' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('queues the toggle when the server is not reached, and tells a later refusal, the heart going back', async () => {
    let reply: 'network-error' | 'refuse' = 'network-error';
    const view = renderHeart({
      [LIST]: { body: wishlistBody([]) },
      [TOGGLE]: () =>
        reply === 'refuse'
          ? { body: { status: 'error', message: 'Seznam přání teď nelze změnit.', data: null } }
          : 'network-error',
    });
    await view.user.click(await screen.findByRole('button', { name: 'Přidat do oblíbených' }));

    expect(await screen.findByText(QUEUED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odebrat z oblíbených' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(view.toggles()).toHaveLength(1);
    expect(view.services.store.getState().failed).toHaveLength(1);

    reply = 'refuse';
    await act(() => outboxOf(view.services.api.client)!.replay());
    expect(view.toggles()).toHaveLength(2);
    expect(view.toggles()[1]?.headers.get('X-Action-Id')).toBe(view.toggles()[0]?.headers.get('X-Action-Id'));
    expect(await screen.findByText('Seznam přání teď nelze změnit.')).toBeInTheDocument();
    expect(screen.getByText('Oblíbené se nepodařilo změnit')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Přidat do oblíbených' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(view.services.store.getState().failed).toEqual([]);
  });
});
