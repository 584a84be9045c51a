import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../app/app-providers';
import { createAppServices, type AppServices } from '../app/app-services';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query/query-client';
import { eagerRoutes } from './eager-routes';
import { createFetchStub, type Routes } from './fetch-stub';
import { SITE } from './fixtures';
import { createTestRouter, TestRouterProvider } from './test-router';

// the learning screens stay lazy, as their tests (opening a quiz, a 404 quiz) were written for them
const appRoutes = await eagerRoutes(routes, (route) => route.path?.startsWith('kurzy/:courseId/') ?? false);

interface RenderAppOptions {
  routes?: Routes;
  state?: unknown;
  /** Runs before the first render, e.g. to put a session into the store. */
  prepare?: (services: AppServices) => void;
  timeoutMs?: number;
}

/**
 * The whole app (providers + every route) at `address`, talking to a fetch stub; `path()` is the path
 * it is at now.
 */
export function renderApp(address: string, options: RenderAppOptions = {}) {
  const stub = createFetchStub(options.routes ?? {});
  const services = createAppServices(SITE, {
    fetch: stub.fetch,
    queryClient: createQueryClient({ retry: false }),
    timeoutMs: options.timeoutMs,
  });
  options.prepare?.(services);
  const router = createTestRouter(appRoutes(), {
    initialEntries: [
      {
        pathname: address.split('?')[0],
        search: address.includes('?') ? `?${address.split('?')[1]}` : '',
        state: options.state,
      },
    ],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders services={services}>
      <TestRouterProvider router={router} />
    </AppProviders>,
  );
  const path = () => router.state.location.pathname;
  return { ...view, services, router, path, user, stub };
}
