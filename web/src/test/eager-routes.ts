import { createElement, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreenLoader, type LazyScreenHandle } from '../app/lazy-screen';

/**
 * The app's routes with the lazy screens already loaded: a test renders its screen at once, as the
 * browser does once the screen's chunk has arrived. Routes for which `keepLazy` holds stay lazy: each
 * call of the returned function gives them a screen not loaded yet, loaded when first rendered.
 */
export async function eagerRoutes(
  routes: RouteObject[],
  keepLazy: (route: RouteObject) => boolean = () => false,
): Promise<() => RouteObject[]> {
  const loaded = new Map<RouteObject, ComponentType>();
  const preload = async (list: RouteObject[]): Promise<void> => {
    await Promise.all(
      list.map(async (route) => {
        const load = lazyScreenLoader(route);
        if (load && !keepLazy(route)) loaded.set(route, await load());
        if (route.children) await preload(route.children);
      }),
    );
  };
  await preload(routes);

  const build = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const children = route.children ? { children: build(route.children) } : {};
      const Screen = loaded.get(route);
      if (Screen) return { ...route, element: createElement(Screen), ...children } as RouteObject;
      const load = lazyScreenLoader(route);
      if (!load) return { ...route, ...children } as RouteObject;
      let loading: ReturnType<typeof load> | undefined;
      const handle: LazyScreenHandle = { load: () => (loading ??= load()) };
      const Lazy = lazy(async () => ({ default: await handle.load() }));
      return { ...route, element: createElement(Lazy), handle, ...children } as RouteObject;
    });
  return () => build(routes);
}
