import { matchRoutes, type RouteObject } from 'react-router';
import type { AppServices } from './app-services';
import type { LazyScreenHandle } from './lazy-screen';

/**
 * At start, before the first render: the code of the screens at `location` starts loading, and so do
 * the requests those screens open with, instead of each waiting for the one before (code, render, data);
 * a lazy screen's first render waits for both (`openWith`). Settles once every request has (never rejects):
 * a page the server painted is hydrated with the answers in place (decision 0038).
 */
export function preloadRoute(
  routes: RouteObject[],
  location: Pick<Location, 'pathname'> & Partial<Pick<Location, 'search'>>,
  services: AppServices,
): Promise<void> {
  const requests: Promise<unknown>[] = [];
  for (const { route, params } of matchRoutes(routes, location.pathname) ?? []) {
    const handle = route.handle as Partial<LazyScreenHandle> | undefined;
    handle?.load?.().catch(() => undefined); // a failed load shows when the screen renders
    const data = handle?.prefetch?.(params, services, new URLSearchParams(location.search ?? ''));
    if (data) {
      handle?.openWith?.(data);
      requests.push(Promise.resolve(data).catch(() => undefined));
    }
  }
  return Promise.all(requests).then(() => undefined);
}
