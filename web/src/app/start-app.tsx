import type { ReactElement } from 'react';
import { deriveSite } from '@studovna/core/domain';
import { App } from './app';
import { restoreKeptQueries } from '../lib/query/kept-queries';
import { createAppServices, keptQueriesOptions, type AppServicesOptions } from './app-services';
import { DeploymentError } from './deployment-error';
import { preloadRoute } from './preload-route';
import { routes } from './routes';

/**
 * Decides at start what the page shows: the app for `app.{site}`, else only the deployment error —
 * then no services are created, so no API call, no store and no router exist. Before the first render,
 * the kept query cache is restored and the first screen starts loading (its code and its data).
 */
export function startApp(
  location: Pick<Location, 'protocol' | 'host'> & Partial<Pick<Location, 'pathname' | 'search'>>,
  options?: AppServicesOptions,
): ReactElement {
  const site = deriveSite(location.protocol, location.host);
  if (!site) return <DeploymentError />;
  const services = createAppServices(site, options);
  restoreKeptQueries(services.queryClient, keptQueriesOptions(services));
  if (location.pathname)
    preloadRoute(routes, { pathname: location.pathname, search: location.search ?? '' }, services);
  return <App services={services} />;
}
