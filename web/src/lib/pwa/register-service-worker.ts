/** What registration needs from the browser; `navigator.serviceWorker` and `location` in the app. */
export interface ServiceWorkerHost {
  container: Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'controller'> | undefined;
  reload: () => void;
}

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker of a production build (offline app shell and content, SPEC §4 cache
 * erased on a version change). When a new version takes over an open page, the page reloads into it;
 * the first installation does not reload.
 */
export function registerServiceWorker(host: ServiceWorkerHost, enabled: boolean): boolean {
  const { container } = host;
  if (!enabled || !container) return false;
  let updating = !!container.controller;
  container.addEventListener('controllerchange', () => {
    if (updating) host.reload();
    updating = true;
  });
  container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
    // without a service worker the app still works online; nothing to tell the learner
  });
  return true;
}

/** Called once from main.tsx. */
export const startServiceWorker = (): boolean =>
  registerServiceWorker(
    {
      container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
      reload: () => location.reload(),
    },
    import.meta.env.PROD && import.meta.env.MODE !== 'test',
  );
