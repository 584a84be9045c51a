import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeToken, type StubRequest } from '../../test/fetch-stub';
import { item } from '../../test/course-detail-fixtures';
import { courseItem, coursePage } from '../../test/course-fixtures';
import { category, jana } from '../../test/fixtures';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';
import { preloadRoute } from '../../app/preload-route';
import { routes } from '../../app/routes';

const CATEGORIES = 'GET /wp-json/wp/v2/course_category';
const COURSES_PATH = '/wp-json/learnpress/v1/courses';
const COURSES = `GET ${COURSES_PATH}`;
const categories = [
  category(1, 'osp', 'Obecné studijní předpoklady', 25, ['osp']),
  category(2, 'zsv', 'ZSV', 3),
];

/** Course 40 has quizzes but no sample one; course 41 has a sample quiz (a preview item). */
const withSampleQuizIn41 = [
  courseItem(40, {
    sections: [{ id: 1, title: 'Část', description: '', items: [item(400, 'lp_quiz', { preview: false })] }],
  }),
  courseItem(41, {
    sections: [
      {
        id: 2,
        title: 'Část',
        description: '',
        items: [item(410, 'lp_lesson', { preview: true }), item(411, 'lp_quiz', { preview: true })],
      },
    ],
  }),
];

const courseRequests = (requests: StubRequest[]) => requests.filter((r) => r.url.pathname === COURSES_PATH);
const paramsOf = (request: StubRequest | undefined) => {
  const params = Object.fromEntries(request?.url.searchParams ?? []);
  delete params.v;
  return params;
};

let io: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  io = installIntersectionObserver();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

describe('course list — opened at start', () => {
  it.each([
    ['/kurzy?predmet=&razeni=title', null, { orderby: 'title', order: 'asc' }],
    ['/kurzy?q=analogie', 'osp', { orderby: 'date', order: 'asc', category: '1', search: 'analogie' }],
  ])(
    'at %s (stored category %s) asks for the first page at start, and once',
    async (address, stored, expected) => {
      const [pathname, search] = address.split('?');
      const view = renderApp(address, {
        routes: { [CATEGORIES]: { body: categories }, [COURSES]: { body: coursePage(1, 3) } },
        prepare: (services) => {
          if (stored) services.store.getState().selectCategory(stored, true);
          services.queryClient.setQueryData(['categories', 'list'], categories);
          preloadRoute(routes, { pathname: pathname!, search: `?${search}` }, services);
        },
      });
      // the request leaves before the screen has rendered
      expect(courseRequests(view.stub.requests)).toHaveLength(1);
      expect(paramsOf(courseRequests(view.stub.requests)[0])).toEqual({
        per_page: '10',
        page: '1',
        ...expected,
      });
      await screen.findByRole('link', { name: 'Kurz 1' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(courseRequests(view.stub.requests)).toHaveLength(1);
    },
  );
});

describe('course list — paging', () => {
  it('asks GET /courses with per_page 10 and the default filter, then page 2 only after a page of exactly 10', async () => {
    const view = renderApp('/kurzy?predmet=', {
      routes: {
        [CATEGORIES]: { body: categories },
        [COURSES]: (request) => {
          const page = Number(request.url.searchParams.get('page'));
          return { body: page === 1 ? coursePage(1, 10) : coursePage(11, 9) };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Kurzy' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(paramsOf(courseRequests(view.stub.requests)[0])).toEqual({
      per_page: '10',
      page: '1',
      orderby: 'date',
      order: 'asc',
    });

    act(() => io.reachEnd());
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(19));
    expect(paramsOf(courseRequests(view.stub.requests)[1])).toMatchObject({ page: '2', per_page: '10' });
    expect(screen.getByText('To jsou všechny kurzy.')).toBeInTheDocument();

    // 9 came: there is no page 3, however often the end is reached
    act(() => io.reachEnd());
    act(() => io.reachEnd());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(courseRequests(view.stub.requests)).toHaveLength(2);
  });

  it('asks nothing more after a first page of 9', async () => {
    const view = renderApp('/kurzy?predmet=', {
      routes: { [CATEGORIES]: { body: categories }, [COURSES]: { body: coursePage(1, 9) } },
    });
    await screen.findByRole('link', { name: 'Kurz 9' });
    act(() => io.reachEnd());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(courseRequests(view.stub.requests)).toHaveLength(1);
  });
});

describe('course list — filters', () => {
  it.each([
    ['Podle názvu', { orderby: 'title', order: 'asc' }],
    ['Ve slevě', { on_sale: '1', orderby: 'date', order: 'desc' }],
    ['Oblíbené', { popular: '1', orderby: 'popular', order: 'desc' }],
    ['Nejnovější', { orderby: 'date', order: 'desc' }],
    ['Nejstarší', { orderby: 'date', order: 'asc' }],
  ])('"%s" asks GET /courses with its SPEC §9 sort filter', async (label, expected) => {
    const view = renderApp('/kurzy', {
      routes: { [CATEGORIES]: { body: categories }, [COURSES]: { body: coursePage(1, 3) } },
      prepare: ({ store }) => store.getState().selectCategory('osp', true),
    });
    await screen.findByRole('link', { name: 'Kurz 1' });
    expect(paramsOf(courseRequests(view.stub.requests)[0])).toEqual({
      per_page: '10',
      page: '1',
      orderby: 'date',
      order: 'asc',
      category: '1',
    });
    await view.user.click(screen.getByRole('radio', { name: label }));
    await waitFor(() =>
      expect(paramsOf(courseRequests(view.stub.requests).at(-1))).toEqual({
        per_page: '10',
        page: '1',
        category: '1',
        ...expected,
      }),
    );
    expect(screen.getByRole('radio', { name: label })).toBeChecked();
  });

  it('filters the shown courses by type (quizzes, theory) on the client', async () => {
    const section = (id: number, type: 'lp_quiz' | 'lp_lesson') => ({
      id,
      title: 'Oddíl',
      description: '',
      items: [
        {
          id: id * 10,
          type,
          title: 'x',
          preview: false,
          duration: '',
          graduation: '' as const,
          status: '' as const,
          locked: false,
        },
      ],
    });
    const view = renderApp('/kurzy?predmet=', {
      routes: {
        [CATEGORIES]: { body: categories },
        [COURSES]: {
          body: [
            courseItem(1, { name: 'Jen kvízy', sections: [section(1, 'lp_quiz')] }),
            courseItem(2, { name: 'Jen teorie', sections: [section(2, 'lp_lesson')] }),
          ],
        },
      },
    });
    await screen.findByRole('link', { name: 'Jen kvízy' });
    await view.user.click(screen.getByRole('radio', { name: 'Kvízy' }));
    expect(screen.queryByRole('link', { name: 'Jen teorie' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('radio', { name: 'Teorie' }));
    expect(screen.getByRole('link', { name: 'Jen teorie' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jen kvízy' })).not.toBeInTheDocument();
    expect(courseRequests(view.stub.requests)).toHaveLength(1);
  });

  it('shows a retry view when the list is empty, and when it failed', async () => {
    let attempt = 0;
    const view = renderApp('/kurzy?predmet=', {
      routes: {
        [CATEGORIES]: { body: categories },
        [COURSES]: () =>
          ++attempt === 1 ? 'network-error' : attempt === 2 ? { body: [] } : { body: coursePage(1, 2) },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Chyba komunikace s localhost');
    await view.user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Zatím tu nejsou žádné kurzy')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('link', { name: 'Kurz 2' })).toBeInTheDocument();
  });
});

describe('course list — search and recent searches', () => {
  it('searches, remembers the keyword, and offers it again when the field is focused and empty', async () => {
    const view = renderApp('/kurzy?predmet=', {
      routes: { [CATEGORIES]: { body: categories }, [COURSES]: { body: coursePage(1, 2) } },
    });
    await screen.findByRole('link', { name: 'Kurz 1' });
    const field = screen.getByRole('searchbox', { name: 'Hledat kurzy' });
    await view.user.type(field, 'analogie{Enter}');
    await waitFor(() =>
      expect(courseRequests(view.stub.requests).at(-1)?.url.searchParams.get('search')).toBe('analogie'),
    );
    expect(view.services.store.getState().user.recentSearch).toEqual(['analogie']);

    await view.user.clear(field);
    await view.user.type(field, 'slovní úlohy{Enter}');
    await view.user.clear(field);
    const recent = await screen.findByRole('region', { name: 'Nedávná hledání' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Vymazat', 'slovní úlohy', 'analogie']);

    await view.user.click(within(recent).getByRole('button', { name: 'analogie' }));
    expect(field).toHaveValue('analogie');
    expect(view.router.state.location.search).toContain('q=analogie');
    expect(view.services.store.getState().user.recentSearch).toEqual(['analogie', 'slovní úlohy']);
    expect(screen.queryByRole('region', { name: 'Nedávná hledání' })).not.toBeInTheDocument();

    await view.user.clear(field);
    await view.user.click(
      within(await screen.findByRole('region', { name: 'Nedávná hledání' })).getByRole('button', {
        name: 'Vymazat',
      }),
    );
    expect(view.services.store.getState().user.recentSearch).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Nedávná hledání' })).not.toBeInTheDocument();
  });

  it('keeps at most 10 recent searches, newest first', async () => {
    const view = renderApp('/hledat', {
      routes: { [CATEGORIES]: { body: categories }, [COURSES]: { body: [] } },
      prepare: ({ store }) => {
        for (let i = 1; i <= 12; i += 1) store.getState().addRecentSearch(`hledání ${i}`);
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hledat' })).toBeInTheDocument();
    const field = screen.getByRole('searchbox', { name: 'Hledat kurzy' });
    expect(field).toHaveFocus();
    const recent = screen.getByRole('region', { name: 'Nedávná hledání' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('hledání 12');
    expect(items[9]).toHaveTextContent('hledání 3');
    // the search screen asks nothing until there is a keyword
    expect(courseRequests(view.stub.requests)).toHaveLength(0);
  });

  it('hides the recent searches on Escape', async () => {
    const view = renderApp('/kurzy?predmet=', {
      routes: { [CATEGORIES]: { body: categories }, [COURSES]: { body: coursePage(1, 1) } },
      prepare: ({ store }) => store.getState().addRecentSearch('analogie'),
    });
    await screen.findByRole('link', { name: 'Kurz 1' });
    await view.user.click(screen.getByRole('searchbox', { name: 'Hledat kurzy' }));
    expect(screen.getByRole('region', { name: 'Nedávná hledání' })).toBeInTheDocument();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Nedávná hledání' })).not.toBeInTheDocument();
  });
});

describe('course list — layout and access', () => {
  it('has two columns when the window is wider than 600 px, else one', async () => {
    setWidth(1024);
    renderApp('/kurzy?predmet=', {
      routes: { [CATEGORIES]: { body: categories }, [COURSES]: { body: coursePage(1, 4) } },
    });
    const list = await screen.findByRole('list', { name: 'Kurzy' });
    expect(list).toHaveAttribute('data-columns', '2');
    act(() => setWidth(600));
    expect(list).toHaveAttribute('data-columns', '1');
    act(() => setWidth(601));
    expect(list).toHaveAttribute('data-columns', '2');
    act(() => setWidth(390));
    expect(list).toHaveAttribute('data-columns', '1');
  });

  it('lets a guest open the course detail from a card, the course page being public', async () => {
    const view = renderApp('/kurzy?predmet=', {
      routes: {
        [CATEGORIES]: { body: categories },
        [COURSES]: { body: [courseItem(196, { name: 'OSP – verbální část' })] },
      },
    });
    const visited: string[] = [];
    view.router.subscribe((state) => visited.push(state.location.pathname));
    await view.user.click(await screen.findByRole('link', { name: 'OSP – verbální část' }));
    expect(visited[0]).toBe('/kurzy/196');
    expect(visited).not.toContain('/prihlaseni');
    expect(screen.queryByText('Akce vyžaduje přihlášení')).not.toBeInTheDocument();
  });

  it('lets a signed-in learner open the course detail', async () => {
    const view = renderApp('/kurzy?predmet=', {
      routes: { [CATEGORIES]: { body: categories }, [COURSES]: { body: [courseItem(196, { name: 'OSP' })] } },
      prepare: ({ store }) => {
        store.getState().setToken(makeToken(86400));
        store.getState().setUser(jana);
      },
    });
    const visited: string[] = [];
    view.router.subscribe((state) => visited.push(state.location.pathname));
    await view.user.click(await screen.findByRole('link', { name: 'OSP' }));
    expect(visited[0]).toBe('/kurzy/196');
  });

  it('prepends the preview item for guests and learners without the plan, not for holders of the plan', async () => {
    const routes = { [CATEGORIES]: { body: categories }, [COURSES]: { body: withSampleQuizIn41 } };
    const guest = renderApp('/kurzy?predmet=osp', { routes });
    const list = await screen.findByRole('list', { name: 'Kurzy' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'Ukázkové úlohy zdarma' })).toBeInTheDocument();
    // the first course with a sample quiz, not simply the first course
    expect(within(first).getByRole('link', { name: 'Vyzkoušet ukázkové úlohy' })).toHaveAttribute(
      'href',
      '/kurzy/41/lp_course_preview',
    );
    expect(within(first).getByRole('link', { name: 'Objednat studijní plán' })).toHaveAttribute(
      'href',
      '/studijni-plany',
    );
    guest.unmount();

    const without = renderApp('/kurzy?predmet=osp', {
      routes,
      prepare: ({ store }) => {
        store.getState().setToken(makeToken(86400));
        store.getState().setUser(jana);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ukázkové úlohy zdarma' })).toBeInTheDocument();
    without.unmount();

    renderApp('/kurzy?predmet=osp', {
      routes,
      prepare: ({ store }) => {
        store.getState().setToken(makeToken(86400));
        store.getState().setUser(jana);
        store.getState().setCapabilities({ osp: true }, { premium_osp: { name: 'OSP' } }, Date.now());
      },
    });
    await screen.findByRole('link', { name: 'Kurz 40' });
    expect(screen.queryByRole('heading', { name: 'Ukázkové úlohy zdarma' })).not.toBeInTheDocument();
  });

  it('shows no preview item when preview mode is off or no listed course has a sample quiz', async () => {
    const off = renderApp('/kurzy?predmet=osp', {
      routes: { [CATEGORIES]: { body: categories }, [COURSES]: { body: withSampleQuizIn41 } },
      prepare: ({ config }) => {
        config.previewMode = false;
      },
    });
    await screen.findByRole('link', { name: 'Kurz 41' });
    expect(screen.queryByRole('heading', { name: 'Ukázkové úlohy zdarma' })).not.toBeInTheDocument();
    off.unmount();
    // a fresh start: not the list the first render kept in the persisted cache
    localStorage.clear();

    renderApp('/kurzy?predmet=osp', {
      routes: { [CATEGORIES]: { body: categories }, [COURSES]: { body: [withSampleQuizIn41[0]!] } },
    });
    await screen.findByRole('link', { name: 'Kurz 40' });
    expect(screen.queryByRole('heading', { name: 'Ukázkové úlohy zdarma' })).not.toBeInTheDocument();
  });

  it('does not show the preview item in a free category', async () => {
    renderApp('/kurzy?predmet=zsv', {
      routes: { [CATEGORIES]: { body: categories }, [COURSES]: { body: coursePage(1, 2) } },
    });
    await screen.findByRole('link', { name: 'Kurz 1' });
    expect(screen.queryByRole('heading', { name: 'Ukázkové úlohy zdarma' })).not.toBeInTheDocument();
  });

  it('refreshes the list with a pull-down gesture on touch screens', async () => {
    let calls = 0;
    const view = renderApp('/kurzy?predmet=', {
      routes: { [CATEGORIES]: { body: categories }, [COURSES]: () => ({ body: coursePage(1, ++calls) }) },
    });
    await screen.findByRole('list', { name: 'Kurzy' });
    const main = screen.getByRole('main');
    const target = main.firstElementChild!;
    fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(target, { touches: [{ clientY: 180 }] });
    expect(screen.getByText('Potáhni dolů pro obnovení')).toBeInTheDocument();
    fireEvent.touchMove(target, { touches: [{ clientY: 260 }] });
    expect(screen.getByText('Pusť pro obnovení')).toBeInTheDocument();
    fireEvent.touchEnd(target);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Kurzy' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(courseRequests(view.stub.requests)).toHaveLength(2);
  });
});
