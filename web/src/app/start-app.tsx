import type { ReactElement } from 'react';
import { deriveSite } from '@studovna/core/domain';
import { App } from './app';
import { createAppServices, type AppServicesOptions } from './app-services';
import { DeploymentError } from './deployment-error';

/**
 * Decides at start what the page shows: the app for `app.{site}`, else only the deployment error —
 * then no services are created, so no API call, no store and no router exist.
 */
export function startApp(
  location: Pick<Location, 'protocol' | 'host'>,
  options?: AppServicesOptions,
): ReactElement {
  const site = deriveSite(location.protocol, location.host);
  if (!site) return <DeploymentError />;
  return <App services={createAppServices(site, options)} />;
}
