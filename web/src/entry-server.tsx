import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { deriveSite } from '@studovna/core/domain';
import { App } from './app/app';
import { createAppServices } from './app/app-services';
import { preloadRoute } from './app/preload-route';
import { routes } from './app/routes';
import type { FirstAnswers } from './lib/api/first-answers';
import { createQueryClient } from './lib/query/query-client';

export { setServerWindow } from './lib/purify.server';

/** How long the render waits for the first screen's requests, which the page's answers settle at once. */
const ANSWERS_WAIT_MS = 50;

/**
 * The server's render of a guest's first screen (decision 0038): the app's own components at `url`, in
 * Czech, on a store kept in memory, with the answers the page carries as its only data. A request the
 * answers do not hold never settles here, so its screen part renders as the browser's first render
 * does: loading. Answers the HTML of `#root`, for the browser to hydrate; null when nothing could render.
 */
export async function renderFirstScreen(page: {
  protocol: string;
  host: string;
  /** Path and query of the app address. */
  url: string;
  answers: ReadonlyMap<string, unknown>;
}): Promise<string | null> {
  const site = deriveSite(page.protocol, page.host);
  if (!site) return null;
  const address = new URL(page.url, 'http://app.invalid');
  const firstAnswers: FirstAnswers = { answers: new Map(page.answers), readAt: Date.now() };
  const kept = new Map<string, string>();
  const services = createAppServices(site, {
    firstAnswers,
    fetch: () => new Promise<Response>(() => undefined),
    browserLanguages: ['cs'],
    storage: {
      getItem: (name) => kept.get(name) ?? null,
      setItem: (name, value) => void kept.set(name, value),
      removeItem: (name) => void kept.delete(name),
    },
    // no retries; clear() below also stops the timers that would collect its queries later
    queryClient: createQueryClient({ retry: false }),
  });
  // the answers settle at once; a request they do not hold is not waited for
  await Promise.race([
    preloadRoute(routes, { pathname: address.pathname, search: address.search }, services),
    new Promise((resolve) => setTimeout(resolve, ANSWERS_WAIT_MS)),
  ]);
  const history = createMemoryHistory({
    initialEntries: [address.pathname + address.search],
    v5Compat: true,
  });
  const failures: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App services={services} history={history} />
      </StrictMode>,
      { onError: (error) => void failures.push(error) },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    // a part that failed would render in the browser only, after its loading state: not a first screen
    if (failures.length) throw failures[0];
    return html;
  } finally {
    services.queryClient.clear();
  }
}
