import type { ReactElement } from 'react';
import { deriveSite } from '@studovna/core/domain';
import { App } from './app';
import { restoreKeptQueries } from '../lib/query/kept-queries';
import { createAppServices, keptQueriesOptions, type AppServicesOptions } from './app-services';
import { DeploymentError } from './deployment-error';
import { preloadRoute } from './preload-route';
import { routes } from './routes';

type StartLocation = Pick<Location, 'protocol' | 'host'> & Partial<Pick<Location, 'pathname' | 'search'>>;

/**
 * Decides at start what the page shows: the app for `app.{site}`, else only the deployment error —
 * then no services are created, so no API call, no store and no router exist. Before the first render,
 * the kept query cache is restored and the first screen starts loading (its code and its data);
 * `firstScreen` settles when the first screen's requests have (a painted page is hydrated then).
 */
export function openApp(
  location: StartLocation,
  options?: AppServicesOptions,
): { app: ReactElement; firstScreen: Promise<void> } {
  const site = deriveSite(location.protocol, location.host);
  if (!site) return { app: <DeploymentError />, firstScreen: Promise.resolve() };
  const services = createAppServices(site, options);
  restoreKeptQueries(services.queryClient, keptQueriesOptions(services));
  const firstScreen = location.pathname
    ? preloadRoute(routes, { pathname: location.pathname, search: location.search ?? '' }, services)
    : Promise.resolve();
  return { app: <App services={services} />, firstScreen };
}

/** The page's app: {@link openApp} without waiting for its first screen. */
export const startApp = (location: StartLocation, options?: AppServicesOptions): ReactElement =>
  openApp(location, options).app;
