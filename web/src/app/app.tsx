import { useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { AppProviders } from './app-providers';
import type { AppServices } from './app-services';
import { AppRoutes } from './app-routes';
import { HistoryRouter } from './history-router';
import { routes } from './routes';
import { keyFirstEntry } from './scroll-restoration';

export function App({ services }: { services: AppServices }) {
  const [history] = useState(() => {
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
