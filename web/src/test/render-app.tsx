import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { createAppServices, type AppServices } from '../app/app-services';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query/query-client';
import { eagerRoutes } from './eager-routes';
import { createFetchStub, type Routes } from './fetch-stub';
import { SITE } from './fixtures';

// the learning screen stays lazy, as its tests (opening a quiz, a 404 quiz) were written for it
const appRoutes = await eagerRoutes(routes, (route) => route.path?.includes(':sectionType') ?? false);

interface RenderAppOptions {
  routes?: Routes;
  state?: unknown;
  /** Runs before the first render, e.g. to put a session into the store. */
  prepare?: (services: AppServices) => void;
  timeoutMs?: number;
}

/** The whole app (providers + every route) at `path`, talking to a fetch stub. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const stub = createFetchStub(options.routes ?? {});
  const services = createAppServices(SITE, {
    fetch: stub.fetch,
    queryClient: createQueryClient({ retry: false }),
    timeoutMs: options.timeoutMs,
  });
  options.prepare?.(services);
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [
      {
        pathname: path.split('?')[0],
        search: path.includes('?') ? `?${path.split('?')[1]}` : '',
        state: options.state,
      },
    ],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, services, router, user, stub };
}
