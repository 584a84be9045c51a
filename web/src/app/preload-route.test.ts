import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type { AppServices } from './app-services';
import type { LazyScreenHandle } from './lazy-screen';
import { preloadRoute } from './preload-route';

const services = {} as AppServices;

function screenRoute(path: string) {
  const handle = {
    load: vi.fn(async () => () => null),
    prefetch: vi.fn<NonNullable<LazyScreenHandle['prefetch']>>(),
  };
  return { route: { path, handle } satisfies RouteObject, handle };
}

describe('preloadRoute', () => {
  it('starts loading the screen at the address and its requests, with the address parameters', () => {
    const detail = screenRoute('kurzy/:courseId');
    const list = screenRoute('kurzy');
    preloadRoute(
      [{ children: [list.route, detail.route] }],
      { pathname: '/kurzy/12', search: '?x=1' },
      services,
    );
    expect(detail.handle.load).toHaveBeenCalledTimes(1);
    expect(detail.handle.prefetch).toHaveBeenCalledWith(
      { courseId: '12' },
      services,
      new URLSearchParams('x=1'),
    );
    expect(list.handle.load).not.toHaveBeenCalled();
    expect(list.handle.prefetch).not.toHaveBeenCalled();
  });

  it('makes the screen’s first render wait for the requests its prefetch sent', () => {
    const detail = screenRoute('kurzy/:courseId');
    const asked = Promise.resolve('course');
    detail.handle.prefetch.mockReturnValue(asked);
    const openWith = vi.fn();
    const route = { ...detail.route, handle: { ...detail.handle, openWith } };
    preloadRoute([route], { pathname: '/kurzy/12' }, services);
    expect(openWith).toHaveBeenCalledWith(asked);

    const none = vi.fn();
    preloadRoute(
      [{ path: 'kurzy', handle: { ...screenRoute('kurzy').handle, openWith: none } }],
      { pathname: '/kurzy' },
      services,
    );
    expect(none).not.toHaveBeenCalled();
  });

  it('loads nothing at an address no screen has', () => {
    const detail = screenRoute('kurzy/:courseId');
    preloadRoute([detail.route], { pathname: '/nic/tu/neni' }, services);
    expect(detail.handle.load).not.toHaveBeenCalled();
  });

  it('lets a screen whose code fails to load show the failure when it renders', async () => {
    const failing = screenRoute('kurzy');
    failing.handle.load.mockRejectedValueOnce(new Error('chunk failed'));
    preloadRoute([failing.route], { pathname: '/kurzy' }, services);
    // no unhandled rejection: the screen's own load reports it
    await expect(failing.handle.load.mock.results[0]?.value).rejects.toThrow('chunk failed');
  });
});
