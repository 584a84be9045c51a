import { useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { AppProviders } from './app-providers';
import type { AppHistory } from './app-history';
import type { AppServices } from './app-services';
import { AppRoutes } from './app-routes';
import { HistoryRouter } from './history-router';
import { routes } from './routes';
import { keyFirstEntry } from './scroll-restoration';

/**
 * The app over the browser's history, or over `history` where there is no browser (the server's render of
 * a first screen, decision 0038): the same components either way, so the server's HTML hydrates as is.
 */
export function App({ services, history: given }: { services: AppServices; history?: AppHistory }) {
  const [history] = useState(() => {
    if (given) return given;
    keyFirstEntry();
    return createBrowserHistory({ v5Compat: true });
  });
  return (
    <AppProviders services={services}>
      <HistoryRouter history={history}>
        <AppRoutes routes={routes} />
      </HistoryRouter>
    </AppProviders>
  );
}
