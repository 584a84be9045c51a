import {
  matchRoutes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type InitialEntry,
  type Location,
  type NavigationType,
  type RouteObject,
  type To,
} from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { HistoryRouter, type AppHistory } from '../app/history-router';
import { lazyScreenLoader } from '../app/lazy-screen';

export interface TestRouter {
  readonly routes: RouteObject[];
  readonly history: AppHistory;
  /** The current history entry and how it was reached. */
  readonly state: { location: Location; historyAction: NavigationType };
  /** Calls `listener` on every move, with the entry moved to. */
  subscribe(listener: (state: TestRouter['state']) => void): () => void;
  /** Moves to `to` (or `delta` entries back or forward); resolves once the screen there has loaded. */
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): Promise<void>;
}

/** The app's router over a history in memory, for a test to read where it is and to move. */
export function createTestRouter(
  routes: RouteObject[],
  { initialEntries = ['/'] }: { initialEntries?: InitialEntry[] } = {},
): TestRouter {
  const memory = createMemoryHistory({ initialEntries, v5Compat: true });
  const subscribers = new Set<(state: TestRouter['state']) => void>();
  const history: AppHistory = {
    get action() {
      return memory.action;
    },
    get location() {
      return memory.location;
    },
    get index() {
      return memory.index;
    },
    createHref: memory.createHref,
    createURL: memory.createURL,
    encodeLocation: memory.encodeLocation,
    go: memory.go,
    push: memory.push,
    replace: memory.replace,
    listen: (listener) =>
      memory.listen((update) => {
        listener(update);
        for (const subscriber of subscribers)
          subscriber({ location: update.location, historyAction: update.action });
      }),
  };
  const screensAt = (location: Location) =>
    (matchRoutes(routes, location) ?? []).map(({ route }) => lazyScreenLoader(route)?.());
  return {
    routes,
    history,
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    subscribe(listener) {
      subscribers.add(listener);
      return () => void subscribers.delete(listener);
    },
    async navigate(to, options = {}) {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
      await Promise.all(screensAt(history.location));
    },
  };
}

/** Renders the routes of `router` (inside the app's providers), as the app does. */
export function TestRouterProvider({ router }: { router: TestRouter }) {
  return (
    <HistoryRouter history={router.history}>
      <AppRoutes routes={router.routes} />
    </HistoryRouter>
  );
}
