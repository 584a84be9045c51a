import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { courseItem, coursePage } from '../../test/course-fixtures';
import { logInJana } from '../../test/course-detail-fixtures';
import type { StubRequest } from '../../test/fetch-stub';

const COURSES = 'GET /wp-json/learnpress/v1/courses';
const WISHLIST = 'GET /wp-json/learnpress/v1/wishlist';
const emptyWishlist = { body: { status: 'success', message: '', data: { items: [] } } };

const byFilter = (request: StubRequest) => {
  const filter = request.url.searchParams.get('course_filter');
  if (filter === 'passed') return { body: [courseItem(3, { name: 'Splněný kurz' })] };
  if (filter === 'failed') return { body: [] };
  return { body: [courseItem(1, { name: 'Analogie' }), courseItem(2, { name: 'Synonyma' })] };
};

const courseRequests = (requests: StubRequest[]) =>
  requests.filter((r) => r.url.pathname === '/wp-json/learnpress/v1/courses');

describe('My courses (SPEC §2)', () => {
  it('asks for the learner’s courses, all of them first', async () => {
    const view = renderApp('/uzivatel/kurzy', {
      prepare: (s) => logInJana(s),
      routes: { [COURSES]: byFilter, [WISHLIST]: emptyWishlist },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Analogie' })).toBeInTheDocument();
    const [first] = courseRequests(view.stub.requests);
    expect(first?.url.searchParams.get('learned')).toBe('1');
    expect(first?.url.searchParams.has('course_filter')).toBe(false);
    expect(first?.url.searchParams.get('per_page')).toBe('10');
    expect(first?.headers.get('authorization')).toMatch(/^Bearer /);
    const filters = screen.getByRole('group', { name: 'Zobrazit kurzy' });
    expect(
      within(filters)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Všechny', 'Splněné', 'Probíhající', 'Nesplněné']);
    expect(within(filters).getByRole('radio', { name: 'Všechny' })).toBeChecked();
    expect(screen.getAllByRole('button', { name: 'Přidat do oblíbených' })).toHaveLength(2);
  });

  it.each([
    ['Splněné', 'passed'],
    ['Probíhající', 'in-progress'],
    ['Nesplněné', 'failed'],
  ])('filter "%s" asks with course_filter=%s and keeps it in the address', async (label, value) => {
    const view = renderApp('/uzivatel/kurzy', {
      prepare: (s) => logInJana(s),
      routes: { [COURSES]: byFilter, [WISHLIST]: emptyWishlist },
    });
    await screen.findByRole('heading', { level: 2, name: 'Analogie' });
    await view.user.click(screen.getByRole('radio', { name: label }));
    await waitFor(() =>
      expect(courseRequests(view.stub.requests).at(-1)?.url.searchParams.get('course_filter')).toBe(value),
    );
    expect(courseRequests(view.stub.requests).at(-1)?.url.searchParams.get('learned')).toBe('1');
    expect(view.router.state.location.search).toBe(`?filtr=${value}`);
    expect(screen.getByRole('radio', { name: label })).toBeChecked();
  });

  it('moves between filters with the arrow keys', async () => {
    const view = renderApp('/uzivatel/kurzy', {
      prepare: (s) => logInJana(s),
      routes: { [COURSES]: byFilter, [WISHLIST]: emptyWishlist },
    });
    await screen.findByRole('heading', { level: 2, name: 'Analogie' });
    screen.getByRole('radio', { name: 'Všechny' }).focus();
    await view.user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Splněné' })).toBeChecked();
    expect(await screen.findByRole('heading', { level: 2, name: 'Splněný kurz' })).toBeInTheDocument();
  });

  it('starts on the filter of the address and says in Czech when nothing is there', async () => {
    renderApp('/uzivatel/kurzy?filtr=failed', {
      prepare: (s) => logInJana(s),
      routes: { [COURSES]: byFilter, [WISHLIST]: emptyWishlist },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nemáš žádný nesplněný kurz' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nesplněné' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Procházet kurzy' })).toHaveAttribute('href', '/kurzy');
  });

  it('loads the next page only when a full page of 10 came', async () => {
    const view = renderApp('/uzivatel/kurzy', {
      prepare: (s) => logInJana(s),
      routes: {
        [COURSES]: (request) => ({
          body: request.url.searchParams.get('page') === '2' ? coursePage(11, 3) : coursePage(1, 10),
        }),
        [WISHLIST]: emptyWishlist,
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Načíst další' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kurz 13' })).toBeInTheDocument();
    expect(courseRequests(view.stub.requests).map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Načíst další' })).not.toBeInTheDocument();
  });

  it('asks a guest to log in and comes back here', async () => {
    const view = renderApp('/uzivatel/kurzy');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Akce vyžaduje přihlášený účet' }),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(view.router.state.location.pathname).toBe('/prihlaseni');
    expect(view.router.state.location.state).toMatchObject({ screen: '/uzivatel/kurzy' });
    expect(view.stub.requests).toHaveLength(0);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderApp('/uzivatel/kurzy', {
      prepare: (s) => logInJana(s),
      routes: { [COURSES]: { status: 500, body: {} }, [WISHLIST]: emptyWishlist },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kurzy se nepodařilo načíst.');
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});
