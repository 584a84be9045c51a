import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { makeToken } from '../../test/fetch-stub';
import { coursePage } from '../../test/course-fixtures';
import { category, jana } from '../../test/fixtures';

const CATEGORIES = 'GET /wp-json/wp/v2/course_category';
const COURSES_PATH = '/wp-json/learnpress/v1/courses';
const COURSES = `GET ${COURSES_PATH}`;
const list = [
  category(1, 'osp', 'Obecné studijní předpoklady', 5, ['osp']),
  category(2, 'zsv', 'Základy společenských věd', 1),
  category(3, 'tsp', 'Test studijních předpokladů', 3),
];

describe('home / subjects screen', () => {
  it('shows logo, login | register, the website button and the categories with Czech plurals', async () => {
    renderApp('/', { routes: { [CATEGORIES]: { body: list } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Předměty' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Studovna' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/prihlaseni');
    expect(screen.getByRole('link', { name: 'Registrace' })).toHaveAttribute('href', '/registrace');
    expect(screen.getByRole('link', { name: /Web Studovny/ })).toHaveAttribute(
      'href',
      'http://localhost:3000/',
    );
    const categoryList = await screen.findByRole('list', { name: 'Předměty k přípravě' });
    const items = within(categoryList).getAllByRole('link');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/?predmet=osp',
      '/?predmet=zsv',
      '/?predmet=tsp',
    ]);
    expect(screen.getByRole('link', { name: 'Obecné studijní předpoklady' })).toHaveAccessibleDescription(
      'Příprava na Obecné studijní předpoklady 5 kurzů Součást studijního plánu',
    );
    expect(items[0]).toHaveTextContent('5 kurzů');
    expect(items[0]).toHaveTextContent('Součást studijního plánu');
    expect(items[1]).toHaveTextContent('1 kurz');
    expect(items[2]).toHaveTextContent('3 kurzy');
  });

  it("fetches the first category's cover first: the largest image of the first screen", async () => {
    const covered = list.map((c) => ({
      ...c,
      meta: { ...c.meta, image: `http://localhost:3000/${c.slug}.svg` },
    }));
    renderApp('/', { routes: { [CATEGORIES]: { body: covered } } });
    const categoryList = await screen.findByRole('list', { name: 'Předměty k přípravě' });
    const covers = categoryList.querySelectorAll('img');
    expect([...covers].map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
  });

  it('shows the user name linking to the profile when logged in', async () => {
    renderApp('/', {
      routes: { [CATEGORIES]: { body: list } },
      prepare: ({ store }) => {
        store.getState().setToken(makeToken(86400));
        store.getState().setUser(jana);
      },
    });
    expect(screen.getByRole('link', { name: 'Profil: Jana Nováková' })).toHaveAttribute(
      'href',
      '/uzivatel/ucet',
    );
    expect(screen.queryByRole('link', { name: 'Přihlásit se' })).not.toBeInTheDocument();
  });

  it('opens the category its address names (a card opened in a new tab), remembers it and drops the name', async () => {
    const view = renderApp('/?predmet=zsv', {
      routes: { [CATEGORIES]: { body: list }, [COURSES]: { body: coursePage(1, 3) } },
    });
    expect(
      await screen.findByRole('tab', { name: 'Základy společenských věd', selected: true }),
    ).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Kurzy' })).getAllByRole('link')).toHaveLength(3);
    expect(view.services.store.getState().category).toEqual({ slug: 'zsv', showDetails: true });
    expect(view.router.state.location.search).toBe('');
    expect(view.stub.requests.some(({ url }) => url.searchParams.get('category') === '2')).toBe(true);
  });

  it('stores the slug and the details flag when a category is chosen, then shows its course list', async () => {
    const view = renderApp('/', {
      routes: { [CATEGORIES]: { body: list }, [COURSES]: { body: coursePage(1, 3) } },
    });
    await view.user.click(await screen.findByRole('link', { name: 'Základy společenských věd' }));
    expect(view.services.store.getState().category).toEqual({ slug: 'zsv', showDetails: true });
    expect(view.router.state.location.pathname).toBe('/');
    expect(screen.getByRole('tab', { name: 'Základy společenských věd' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Všechny kurzy' })).toHaveAttribute('aria-pressed', 'true');
    const courses = await screen.findByRole('list', { name: 'Kurzy' });
    expect(within(courses).getAllByRole('link')).toHaveLength(3);
    expect(
      view.stub.requests.find((r) => r.url.pathname === COURSES_PATH)?.url.searchParams.get('category'),
    ).toBe('2');
  });

  it('shows the general data warning for an empty list', async () => {
    renderApp('/', { routes: { [CATEGORIES]: { body: [] } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Data se nepodařilo načíst');
  });

  it('shows the network error with a retry that loads the list', async () => {
    let attempt = 0;
    const view = renderApp('/', {
      routes: { [CATEGORIES]: () => (++attempt === 1 ? 'network-error' : { body: list }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Chyba komunikace s localhost');
    await view.user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('link', { name: 'Obecné studijní předpoklady' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refreshes the list on demand', async () => {
    let calls = 0;
    const view = renderApp('/', { routes: { [CATEGORIES]: () => ({ body: list.slice(0, ++calls) }) } });
    await screen.findByRole('link', { name: 'Obecné studijní předpoklady' });
    await view.user.click(screen.getByRole('button', { name: 'Obnovit seznam' }));
    const categories = screen.getByRole('list', { name: 'Předměty k přípravě' });
    await waitFor(() => expect(within(categories).getAllByRole('listitem')).toHaveLength(2));
  });
});
