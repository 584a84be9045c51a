import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadScreenTranslations } from '../i18n/i18n';

/** What a lazy screen's route carries: how to load the screen (its code and its messages). */
export interface LazyScreenHandle {
  load: () => Promise<ComponentType>;
}

/**
 * A screen in its own chunk, loaded on the first visit of its route together with the Czech messages of
 * the lazy screens (the first load brings only those of the first screen).
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'element' | 'handle'> {
  const handle: LazyScreenHandle = {
    load: async () => {
      const [module] = await Promise.all([load(), loadScreenTranslations()]);
      return pick(module);
    },
  };
  const Screen = lazy(async () => ({ default: await handle.load() }));
  return { element: <Screen />, handle };
}

/** How the screen of `route` loads, when it is a lazy one. */
export function lazyScreenLoader(route: RouteObject): LazyScreenHandle['load'] | undefined {
  return (route.handle as Partial<LazyScreenHandle> | undefined)?.load;
}
