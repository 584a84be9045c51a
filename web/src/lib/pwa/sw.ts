/// <reference lib="webworker" />
import { deriveSite } from '@studovna/core/domain';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  apiCacheName,
  clearCacheOnUpdateFrom,
  isReadableOffline,
  ownerCacheKey,
  staleCacheNames,
} from './offline-cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const VERSION = import.meta.env.VITE_APP_VERSION ?? 'dev';
const CLEAR_ON_UPDATE = clearCacheOnUpdateFrom(import.meta.env.VITE_CLEAR_CACHE_ON_UPDATE);
const API_CACHE = apiCacheName(VERSION, CLEAR_ON_UPDATE);
const site = deriveSite(self.location.protocol, self.location.host)?.site;

// A new version takes over at once; the page reloads on the change of controller (register-service-worker.ts).
void self.skipWaiting();
clientsClaim();

// The app shell: index.html and everything the build emitted; any address of the app opens index.html.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html')));

// Content the learner opened: fresh from the network, the last answer when the network is gone.
if (site) {
  registerRoute(
    ({ request }) => isReadableOffline(request, site),
    new NetworkFirst({
      cacheName: API_CACHE,
      matchOptions: { ignoreVary: true },
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
        {
          cacheKeyWillBeUsed: ({ request }) =>
            ownerCacheKey(request.url, request.headers.get('authorization')),
        },
      ],
    }),
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(staleCacheNames(names, API_CACHE, CLEAR_ON_UPDATE).map((name) => caches.delete(name))),
      ),
  );
});
