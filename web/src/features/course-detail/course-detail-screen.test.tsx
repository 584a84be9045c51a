import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import {
  COURSE_ID,
  COURSE_PATH,
  REVIEWS_PATH,
  courseData,
  fullCourse,
  logInJana,
  noReviews,
} from '../../test/course-detail-fixtures';
import type { Course } from '@studovna/core/contract';
import { preloadRoute } from '../../app/preload-route';
import { routes } from '../../app/routes';

const reviewsRoute = { [`GET ${REVIEWS_PATH}`]: { body: { data: noReviews } } };
const detail = (course: Partial<Course> = {}) => ({
  [`GET ${COURSE_PATH}`]: { body: fullCourse(course) },
  ...reviewsRoute,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('course detail screen', () => {
  it('shows title, instructor, price, rating and the sanitised overview', async () => {
    const { container } = renderApp(`/kurzy/${COURSE_ID}`, {
      routes: detail({
        on_sale: true,
        price: 990,
        sale_price: 990,
        sale_price_rendered: '990\u00a0Kč',
        origin_price_rendered: '1\u00a0290\u00a0Kč',
        price_rendered: '990\u00a0Kč',
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verbální oddíl OSP' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Eva Dvořáková')).toBeInTheDocument();
    expect(screen.getByText('Cena v akci:').parentElement).toHaveTextContent(/^Cena v akci: 990\sKč$/);
    expect(screen.getByText('původní cena:').parentElement).toHaveTextContent(/^původní cena: 1\s290\sKč$/);
    expect(screen.getByText('Hodnocení 4,5 z 5')).toBeInTheDocument();
    expect(screen.getByText('analogie', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const curriculum = screen.getByRole('heading', { level: 2, name: 'Obsah kurzu' }).parentElement!;
    expect(
      within(curriculum)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Část 101', 'Část 102']);
    expect(within(curriculum).getAllByRole('button', { name: /^Kvízy/ })).toHaveLength(2);
    expect(within(curriculum).getAllByRole('button', { name: /^Teorie/ })).toHaveLength(2);
    expect(within(curriculum).getAllByRole('button', { name: /^Kvízy/ })[0]).toHaveAccessibleName(
      'Kvízy 3 položky',
    );
  });

  it('asks for the course and its reviews once when the app starts on its address: at start, not again on opening', async () => {
    const view = renderApp(`/kurzy/${COURSE_ID}`, {
      routes: detail(),
      prepare: (services) => preloadRoute(routes, { pathname: `/kurzy/${COURSE_ID}` }, services),
    });
    // the request leaves before the screen has rendered
    expect(view.stub.requests.map((r) => r.url.pathname)).toEqual(
      expect.arrayContaining([COURSE_PATH, REVIEWS_PATH]),
    );
    await screen.findByRole('heading', { level: 1, name: 'Verbální oddíl OSP' }, { timeout: 4000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.stub.requests.filter((r) => r.url.pathname === COURSE_PATH)).toHaveLength(1);
    expect(view.stub.requests.filter((r) => r.url.pathname === REVIEWS_PATH)).toHaveLength(1);
  });

  it('keeps the access result of the course for a day, per learner', async () => {
    const view = renderApp(`/kurzy/${COURSE_ID}`, {
      prepare: (services) => logInJana(services, { osp: true }),
      routes: detail({ course_data: courseData('enrolled'), price: 990 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Verbální oddíl OSP' }, { timeout: 4000 });
    await waitFor(() =>
      expect(view.services.queryClient.getQueryData(['course-access', COURSE_ID, 7])).toMatchObject({
        value: { status: 'enrolled', requiredPremiums: ['osp'], holdsPremium: true },
        duration: 86_400_000,
      }),
    );
  });

  it('sends an unknown course to the 404 screen', async () => {
    const view = renderApp('/kurzy/999', {
      routes: {
        'GET /wp-json/learnpress/v1/courses/999': {
          status: 404,
          body: { code: 'course.notFound', message: 'Kurz neexistuje.', data: { status: 404 } },
        },
      },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
  });

  it('on a load failure shows the general alert, then goes back', async () => {
    const view = renderApp(`/kurzy/${COURSE_ID}`, {
      routes: { [`GET ${COURSE_PATH}`]: { status: 500, body: {} } },
    });
    const alert = await screen.findByRole('alertdialog', { name: 'Chyba komunikace s localhost' });
    await view.user.click(within(alert).getByRole('button', { name: 'Zpět' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });

  it('reloads on focus only when the last refresh is older than 2000 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const view = renderApp(`/kurzy/${COURSE_ID}`, { routes: detail() });
    await screen.findByRole('heading', { level: 1, name: 'Verbální oddíl OSP' }, { timeout: 4000 });
    const loads = () => view.stub.requests.filter((r) => r.url.pathname === COURSE_PATH).length;
    expect(loads()).toBe(1);
    vi.setSystemTime(Date.now() + 1500);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(loads()).toBe(1);
    vi.setSystemTime(Date.now() + 1000);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(loads()).toBe(2));
    vi.setSystemTime(Date.now() + 3000);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(loads()).toBe(3));
  });

  it('clears the stored course when the learner leaves', async () => {
    const view = renderApp(`/kurzy/${COURSE_ID}`, { routes: detail() });
    await screen.findByRole('heading', { level: 1, name: 'Verbální oddíl OSP' }, { timeout: 4000 });
    expect(view.services.queryClient.getQueryData(['courses', 'detail', COURSE_ID])).toBeDefined();
    await act(() => view.router.navigate('/'));
    await waitFor(() =>
      expect(view.services.queryClient.getQueryData(['courses', 'detail', COURSE_ID])).toBeUndefined(),
    );
  });

  it('sends a non-numeric course id to 404', async () => {
    const view = renderApp('/kurzy/abc');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/404'));
  });

  it('shows the wishlist heart on the cover', async () => {
    renderApp(`/kurzy/${COURSE_ID}`, { routes: detail() });
    const heart = await screen.findByRole('button', { name: 'Přidat do oblíbených' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(await screen.findByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' })).toBeInTheDocument();
  });
});
