import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeToken, type StubRequest } from '../../test/fetch-stub';
import { courseItem, coursePage } from '../../test/course-fixtures';
import { category, jana } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { AppServices } from '../../app/app-services';

const CATEGORIES = 'GET /wp-json/wp/v2/course_category';
const COURSES_PATH = '/wp-json/learnpress/v1/courses';
const list = [
  category(1, 'osp', 'Obecné studijní předpoklady', 5, ['osp']),
  category(2, 'zsv', 'Základy společenských věd', 1),
  category(3, 'tsp', 'Test studijních předpokladů', 3, ['tsp', 'osp']),
];

const inProgress = courseItem(77, {
  name: 'Verbální část',
  course_data: {
    status: 'enrolled',
    graduation: 'in-progress',
    start_time: null,
    end_time: null,
    expiration_time: null,
    result: {
      result: 42.5,
      pass: 0,
      count_items: 4,
      completed_items: 2,
      items: { lesson: { completed: 1, passed: 1, total: 2 }, quiz: { completed: 1, passed: 0, total: 2 } },
    },
  },
});

/** Answers GET /courses by its parameters: learned → the course in progress; popular; newest. */
function courses(request: StubRequest) {
  const q = request.url.searchParams;
  if (q.get('learned') === '1') return { body: [inProgress] };
  if (q.get('popular') === '1')
    return {
      body: coursePage(10, 3, { name: 'Oblíbený' }).map((c, i) => ({ ...c, name: `Oblíbený ${i + 1}` })),
    };
  return { body: coursePage(20, 2).map((c, i) => ({ ...c, name: `Nový ${i + 1}` })) };
}

const overview =
  (slug = 'osp') =>
  (services: AppServices) =>
    services.store.getState().selectCategory(slug, false);
const signIn =
  (caps: Record<string, boolean>, slug = 'osp') =>
  (services: AppServices) => {
    services.store.getState().setToken(makeToken(86400));
    services.store.getState().setUser(jana);
    services.store.getState().setCapabilities(caps, {}, Date.now());
    overview(slug)(services);
  };

const paramsOf = (requests: StubRequest[]) =>
  requests
    .filter((r) => r.url.pathname === COURSES_PATH)
    .map((r) => {
      const params = Object.fromEntries(r.url.searchParams);
      delete params.v;
      return params;
    });

describe('category overview (details flag off)', () => {
  it('shows the category tabs, popular and new courses and the other test categories', async () => {
    const view = renderApp('/', {
      routes: { [CATEGORIES]: { body: list }, [`GET ${COURSES_PATH}`]: courses },
      prepare: overview(),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Předměty' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Obecné studijní předpoklady', 'Základy společenských věd', 'Test studijních předpokladů']);
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent(
      'Obecné studijní předpoklady',
    );
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Obecné studijní předpoklady');
    expect(screen.getByRole('button', { name: 'Přehled' })).toHaveAttribute('aria-pressed', 'true');

    const popular = await screen.findByRole('list', { name: 'Oblíbené kurzy' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Oblíbený 1', 'Oblíbený 2', 'Oblíbený 3']);
    expect(within(await screen.findByRole('list', { name: 'Nové kurzy' })).getAllByRole('link')).toHaveLength(
      2,
    );
    expect(screen.getByRole('link', { name: 'Zobrazit vše: Oblíbené kurzy' })).toHaveAttribute(
      'href',
      '/kurzy?predmet=osp&razeni=popular',
    );
    expect(screen.getByRole('link', { name: 'Zobrazit vše: Nové kurzy' })).toHaveAttribute(
      'href',
      '/kurzy?predmet=osp&razeni=newest',
    );
    const others = screen.getByRole('list', { name: 'Další testy' });
    expect(
      within(others)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['zsvZáklady společenských věd1 kurz', 'tspTest studijních předpokladů3 kurzy']);

    expect(paramsOf(view.stub.requests)).toEqual(
      expect.arrayContaining([
        { per_page: '10', page: '1', popular: '1', orderby: 'popular', order: 'desc', category: '1' },
        { per_page: '10', page: '1', orderby: 'date', order: 'desc', category: '1' },
      ]),
    );
    // a guest is not asked for a course in progress, but invited to log in
    expect(paramsOf(view.stub.requests).some((p) => p.learned)).toBe(false);
    expect(screen.getByText('Přihlas se a najdeš tu kurz, který právě studuješ.')).toBeInTheDocument();
  });

  it('switches category with the tabs (arrow keys too) and keeps the overview', async () => {
    const view = renderApp('/', {
      routes: { [CATEGORIES]: { body: list }, [`GET ${COURSES_PATH}`]: courses },
      prepare: overview(),
    });
    await view.user.click(await screen.findByRole('tab', { name: 'Základy společenských věd' }));
    expect(view.services.store.getState().category).toEqual({ slug: 'zsv', showDetails: false });
    expect(screen.getByRole('tab', { name: 'Základy společenských věd' })).toHaveFocus();
    await view.user.keyboard('{ArrowRight}');
    expect(view.services.store.getState().category.slug).toBe('tsp');
    expect(screen.getByRole('tab', { name: 'Test studijních předpokladů' })).toHaveFocus();
    await view.user.keyboard('{ArrowRight}');
    expect(view.services.store.getState().category.slug).toBe('osp');
    await view.user.keyboard('{End}');
    expect(view.services.store.getState().category.slug).toBe('tsp');
  });

  it('switches to the course list and back with the view switch (the stored details flag)', async () => {
    const view = renderApp('/', {
      routes: { [CATEGORIES]: { body: list }, [`GET ${COURSES_PATH}`]: courses },
      prepare: overview(),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Všechny kurzy' }));
    expect(view.services.store.getState().category.showDetails).toBe(true);
    expect(await screen.findByRole('list', { name: 'Kurzy' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Oblíbené kurzy' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Přehled' }));
    expect(view.services.store.getState().category.showDetails).toBe(false);
    expect(await screen.findByRole('list', { name: 'Oblíbené kurzy' })).toBeInTheDocument();
  });

  it('shows the category list again on "Všechny předměty"; picking there opens the course list', async () => {
    const view = renderApp('/', {
      routes: { [CATEGORIES]: { body: list }, [`GET ${COURSES_PATH}`]: courses },
      prepare: overview(),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Všechny předměty' }));
    await view.user.click(screen.getByRole('link', { name: 'Test studijních předpokladů' }));
    expect(view.services.store.getState().category).toEqual({ slug: 'tsp', showDetails: true });
    expect(
      await screen.findByRole('tab', { name: 'Test studijních předpokladů', selected: true }),
    ).toBeInTheDocument();
  });

  it('opens the course page from a course card for a guest too', async () => {
    const view = renderApp('/', {
      routes: { [CATEGORIES]: { body: list }, [`GET ${COURSES_PATH}`]: courses },
      prepare: overview(),
    });
    const visited: string[] = [];
    view.router.subscribe((state) => visited.push(state.location.pathname));
    const popular = await screen.findByRole('list', { name: 'Oblíbené kurzy' });
    await view.user.click(within(popular).getByRole('link', { name: 'Oblíbený 2' }));
    expect(visited[0]).toBe('/kurzy/11');
    expect(visited).not.toContain('/prihlaseni');
  });

  it('shows the learner’s course in progress with its progress and a continue button', async () => {
    const view = renderApp('/', {
      routes: { [CATEGORIES]: { body: list }, [`GET ${COURSES_PATH}`]: courses },
      prepare: signIn({ osp: true }),
    });
    const heading = await screen.findByRole('heading', { name: 'Verbální část' });
    expect(heading.closest('section')).toHaveAccessibleName('Pokračuj ve studiu');
    expect(screen.getByRole('progressbar', { name: 'Postup v kurzu Verbální část' })).toHaveAttribute(
      'aria-valuenow',
      '42.5',
    );
    expect(screen.getByText('Hotovo 42,5 %')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pokračovat: Verbální část' })).toHaveAttribute(
      'href',
      '/kurzy/77',
    );
    await waitFor(() =>
      expect(paramsOf(view.stub.requests)).toContainEqual({
        per_page: '10',
        page: '1',
        orderby: 'date',
        order: 'asc',
        category: '1',
        learned: '1',
        course_filter: 'in-progress',
      }),
    );
  });
});

describe('active plan badge', () => {
  const routes = { [CATEGORIES]: { body: list }, [`GET ${COURSES_PATH}`]: { body: [] } };
  it.each([
    ['a learner holding the plan', signIn({ osp: true }), true],
    ['a learner holding every code of a two-code category', signIn({ osp: true, tsp: true }, 'tsp'), true],
    ['a learner holding only one of two codes', signIn({ osp: true }, 'tsp'), false],
    ['a learner without the plan', signIn({ zsv: true }), false],
    ['a free category', signIn({ osp: true }, 'zsv'), false],
    ['a guest', overview(), false],
  ])('%s → %s', async (_, prepare, shown) => {
    renderApp('/', { routes, prepare });
    await screen.findByRole('tablist');
    if (shown) expect(screen.getByText('Aktivní studijní plán')).toBeInTheDocument();
    else expect(screen.queryByText('Aktivní studijní plán')).not.toBeInTheDocument();
  });
});
