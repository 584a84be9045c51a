import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Link,
  Outlet,
  Route,
  Routes,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type RouteObject,
} from 'react-router';
import { AppProviders } from './app-providers';
import { createAppServices } from './app-services';
import { createFetchStub } from '../test/fetch-stub';
import { SITE } from '../test/fixtures';
import { createTestRouter, TestRouterProvider } from '../test/test-router';
import { HistoryRouter } from './history-router';
import { keyFirstEntry, useScrollRestoration } from './scroll-restoration';

function Shell() {
  useScrollRestoration();
  return <Outlet />;
}

const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <Link to="/kurzy">Kurzy</Link> },
      {
        path: '/kurzy',
        element: (
          <>
            <Link to="?filtr=osp" preventScrollReset>
              OSP
            </Link>
            <Link to="?filtr=zsv">ZSV</Link>
            <h2 id="konec">Konec</h2>
          </>
        ),
      },
    ],
  },
];

function renderAt(path = '/') {
  const services = createAppServices(SITE, { fetch: createFetchStub({}).fetch });
  const router = createTestRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders services={services}>
      <TestRouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

describe('scroll position per history entry', () => {
  let scrollTo: MockInstance<(x: number, y: number) => void>;
  let scrollY = 0;
  /** The learner scrolls the page to `y`. */
  const scroll = (y: number) => {
    scrollY = y;
    act(() => void window.dispatchEvent(new Event('scroll')));
  };
  const lastScroll = () => scrollTo.mock.calls.at(-1);

  beforeEach(() => {
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      scrollY = y;
    }) as typeof window.scrollTo) as unknown as MockInstance<(x: number, y: number) => void>;
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens a new screen at the top, and Back and Forward return to where each was left', async () => {
    const { router } = renderAt('/');
    expect(window.history.scrollRestoration).toBe('manual');
    scroll(640);

    await userEvent.click(screen.getByRole('link', { name: 'Kurzy' }));
    expect(router.state.location.pathname).toBe('/kurzy');
    expect(lastScroll()).toEqual([0, 0]);
    scroll(120);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(lastScroll()).toEqual([0, 640]);

    await act(() => router.navigate(1));
    expect(lastScroll()).toEqual([0, 120]);
  });

  it('keeps the position when a move asks so (a filter changed in place), not otherwise', async () => {
    const { router } = renderAt('/kurzy');
    scroll(300);
    scrollTo.mockClear();

    await userEvent.click(screen.getByRole('link', { name: 'OSP' }));
    expect(router.state.location.search).toBe('?filtr=osp');
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'ZSV' }));
    expect(router.state.location.search).toBe('?filtr=zsv');
    expect(lastScroll()).toEqual([0, 0]);
  });

  it('opens an address with a fragment at the element it names', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { router } = renderAt('/');
      scrollTo.mockClear();
      await act(() => router.navigate('/kurzy#konec'));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Konec' }));
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('returns to the position after the page is reloaded (or left for another site and come back to)', () => {
    const first = renderAt('/kurzy');
    scroll(480);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    first.unmount();
    scrollTo.mockClear();

    // the same history entry, opened again
    renderAt('/kurzy');
    expect(lastScroll()).toEqual([0, 480]);
  });

  it('opens a page loaded anew at the top, though the first page of the tab was left scrolled', () => {
    /** A page load at `path` as the app starts: a new document's entry comes with no state. */
    const load = (path?: string) => {
      if (path) window.history.replaceState(null, '', path);
      scrollY = 0;
      keyFirstEntry();
      return render(
        <HistoryRouter history={createBrowserHistory({ v5Compat: true })}>
          <Routes>
            <Route path="*" element={<Shell />} />
          </Routes>
        </HistoryRouter>,
      );
    };
    const leave = (page: { unmount: () => void }) => {
      act(() => void window.dispatchEvent(new Event('pagehide')));
      page.unmount();
      scrollTo.mockClear();
    };
    const list = load('/kurzy');
    scroll(520);
    leave(list);

    // a link from the website (or a login, or a typed address) to a course: a new page, at its top
    const course = load('/kurzy/33');
    expect(window.scrollY).toBe(0);
    scroll(90);
    leave(course);

    // the same entry reloaded: where it was left
    load();
    expect(lastScroll()).toEqual([0, 90]);
  });

  it('leaves a painted screen scrolled before the app took it over where it is, and returns there', async () => {
    window.history.replaceState(null, '', '/kurzy');
    keyFirstEntry();
    // the reader scrolls the server's screen while the app's code is still on its way
    scrollY = 520;
    const history = createBrowserHistory({ v5Compat: true });
    render(
      <HistoryRouter history={history}>
        <Routes>
          <Route path="*" element={<Shell />} />
        </Routes>
      </HistoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => history.push('/kurzy/33'));
    expect(lastScroll()).toEqual([0, 0]);
    await act(async () => {
      history.go(-1);
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(lastScroll()).toEqual([0, 520]);
  });
});
