import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../app/app-providers';
import { createAppServices } from '../app/app-services';
import { createQueryClient } from '../lib/query/query-client';
import { courseItem } from '../test/course-fixtures';
import { logInJana } from '../test/course-detail-fixtures';
import { createFetchStub, type Routes, type StubReply } from '../test/fetch-stub';
import { SITE } from '../test/fixtures';
import { WishlistHeart } from './wishlist-heart';
import { createTestRouter, TestRouterProvider } from '../test/test-router';

const LIST = 'GET /wp-json/learnpress/v1/wishlist';
const TOGGLE = 'POST /wp-json/learnpress/v1/wishlist/toggle';
const course = courseItem(12, { name: 'Verbální oddíl OSP' });
const wishlistBody = (items: unknown[]) => ({ status: 'success', message: '', data: { items } });

function renderHeart(routes: Routes, loggedIn = true) {
  const stub = createFetchStub(routes);
  const services = createAppServices(SITE, {
    fetch: stub.fetch,
    queryClient: createQueryClient({ retry: false }),
  });
  if (loggedIn) logInJana(services);
  const router = createTestRouter([
    { path: '/', element: <WishlistHeart course={course} /> },
    { path: '/prihlaseni', element: <p>Přihlášení</p> },
  ]);
  render(
    <AppProviders services={services}>
      <TestRouterProvider router={router} />
    </AppProviders>,
  );
  return { stub, router, user: userEvent.setup() };
}

/** A reply the test releases when it wants to (to see the optimistic state in between). */
function deferred() {
  let release: (reply: StubReply) => void = () => {};
  const reply = new Promise<StubReply>((resolve) => (release = resolve));
  return { handler: () => reply, release: (value: StubReply) => release(value) };
}

describe('WishlistHeart (SPEC §4)', () => {
  it('is an outlined toggle named "Přidat do oblíbených" when the course is not in the wishlist', async () => {
    renderHeart({ [LIST]: { body: wishlistBody([]) } });
    const heart = await screen.findByRole('button', { name: 'Přidat do oblíbených' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('is filled and named "Odebrat z oblíbených" when it is', async () => {
    renderHeart({ [LIST]: { body: wishlistBody([course]) } });
    const heart = await screen.findByRole('button', { name: 'Odebrat z oblíbených' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns at once (optimistic), sends the toggle and keeps the server’s answer', async () => {
    const toggle = deferred();
    const { stub, user } = renderHeart({ [LIST]: { body: wishlistBody([]) }, [TOGGLE]: toggle.handler });
    await user.click(await screen.findByRole('button', { name: 'Přidat do oblíbených' }));
    expect(screen.getByRole('button', { name: 'Odebrat z oblíbených' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(stub.requests.find((r) => r.method === 'POST')?.body).toEqual({ id: 12 });
    toggle.release({
      body: {
        status: 'success',
        message: 'Kurz je v seznamu přání.',
        data: { items: [course], course_id: 12, state: true },
      },
    });
    await waitFor(() => expect(stub.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Odebrat z oblíbených' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('goes back and shows the server message when the toggle fails', async () => {
    const toggle = deferred();
    const { user } = renderHeart({ [LIST]: { body: wishlistBody([course]) }, [TOGGLE]: toggle.handler });
    await user.click(await screen.findByRole('button', { name: 'Odebrat z oblíbených' }));
    expect(screen.getByRole('button', { name: 'Přidat do oblíbených' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    toggle.release({ body: { status: 'error', message: 'Seznam přání teď nelze změnit.', data: null } });
    const alert = await screen.findByRole('alertdialog', { name: 'Oblíbené se nepodařilo změnit' });
    expect(alert).toHaveTextContent('Seznam přání teď nelze změnit.');
    expect(screen.getByRole('button', { name: 'Odebrat z oblíbených', hidden: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(alert).getByRole('button', { name: 'Rozumím' }));
    expect(screen.getByRole('button', { name: 'Odebrat z oblíbených' })).toHaveFocus();
  });

  it('asks a guest to log in, and the login returns to the course', async () => {
    const { stub, router, user } = renderHeart({}, false);
    await user.click(screen.getByRole('button', { name: 'Přidat do oblíbených' }));
    const alert = screen.getByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' });
    await user.click(within(alert).getByRole('button', { name: 'Přihlásit se' }));
    expect(router.state.location.pathname).toBe('/prihlaseni');
    expect(router.state.location.state).toMatchObject({ courseId: 12 });
    expect(stub.requests).toHaveLength(0);
  });
});
