import { lazy, type ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';
import { loadScreenTranslations } from '../i18n/i18n';
import type { AppServices } from './app-services';

/** What a lazy screen's route carries: how to load the screen (its code and its messages). */
export interface LazyScreenHandle {
  load: () => Promise<ComponentType>;
  /** Starts the requests the screen opens with, when the app starts on its address. */
  prefetch?: (params: Params, services: AppServices, search: URLSearchParams) => void;
  /**
   * `first`: the screen shows only messages of the first screen, so it does not wait for the rest
   * (first-screen.test.ts checks it).
   */
  messages?: 'first' | 'screens';
}

/**
 * A screen in its own chunk, loaded on the first visit of its route together with the Czech messages of
 * the lazy screens (the first load brings only those of the first screen), unless it needs none of them.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { prefetch, messages = 'screens' }: Pick<LazyScreenHandle, 'prefetch' | 'messages'> = {},
): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<ComponentType> | undefined;
  const handle: LazyScreenHandle = {
    // one load for the screen however often it is asked for; a failed one may be tried again
    load: () =>
      (loading ??= Promise.all([load(), messages === 'screens' ? loadScreenTranslations() : null]).then(
        ([module]) => pick(module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    prefetch,
    messages,
  };
  const Screen = lazy(async () => ({ default: await handle.load() }));
  return { element: <Screen />, handle };
}

/** How the screen of `route` loads, when it is a lazy one. */
export function lazyScreenLoader(route: RouteObject): LazyScreenHandle['load'] | undefined {
  return (route.handle as Partial<LazyScreenHandle> | undefined)?.load;
}
