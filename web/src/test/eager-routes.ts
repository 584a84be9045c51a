import type { RouteObject } from 'react-router';

/**
 * The app's routes with the lazy screens already loaded: a test renders its screen at once, as the
 * browser does once the screen's chunk has arrived. Routes for which `keepLazy` holds stay lazy.
 */
export async function eagerRoutes(
  routes: RouteObject[],
  keepLazy: (route: RouteObject) => boolean = () => false,
): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async (route) => {
      if (keepLazy(route)) return route;
      const { lazy, ...rest } = route;
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const children = route.children ? await eagerRoutes(route.children, keepLazy) : undefined;
      return { ...rest, ...loaded, ...(children ? { children } : {}) } as RouteObject;
    }),
  );
}
