import type { QueryClient } from '@tanstack/react-query';
import type { StateStorage } from 'zustand/middleware';
import type { I18n } from '../i18n/i18n';
import type { SiteInfo } from '@studovna/core/domain';
import { firstVisitLocale } from '@studovna/core';
import { createI18n, DEFAULT_LOCALE } from '../i18n/i18n';
import { createApiClient, createAuthFailureChannel, type ApiContextValue } from '../lib/api';
import { answeringFromPage, type FirstAnswers } from '../lib/api/first-answers';
import { createConfig, type AppConfig } from '../lib/config';
import { apiWarningRecorder } from '../lib/logs/app-log';
import type { KeptQueriesOptions } from '../lib/query/kept-queries';
import { CACHE, createQueryClient } from '../lib/query/query-client';
import { createStorePersister, type StorePersister } from '../lib/query/store-persister';
import { createAppStore, keepCategoryForTab, type AppStore } from '../lib/store';
import { createNetworkState } from '../lib/sync/network-state';
import { createOutbox, registerOutbox } from '../lib/sync/outbox';

/** Everything the React tree is given: made once at start (or per test), outside React. */
export interface AppServices {
  config: AppConfig;
  store: AppStore;
  queryClient: QueryClient;
  /** Keeps the query cache in the store's persisted `cached` slice. */
  persister: StorePersister;
  i18n: I18n;
  api: ApiContextValue;
}

export interface AppServicesOptions {
  fetch?: typeof globalThis.fetch;
  /** Answers the page carried for its first screen, used instead of the network for those calls. */
  firstAnswers?: FirstAnswers;
  queryClient?: QueryClient;
  timeoutMs?: number;
  /** The browser's preferred languages (`navigator.languages`): they choose the language of a first visit. */
  browserLanguages?: readonly string[];
  /** Where the store is kept: the browser's localStorage unless given (the server's render keeps it in memory). */
  storage?: StateStorage;
}

export function createAppServices(site: SiteInfo, options: AppServicesOptions = {}): AppServices {
  const config = createConfig(site);
  const store = createAppStore(
    site.domain,
    options.storage,
    firstVisitLocale(options.browserLanguages ?? []),
  );
  keepCategoryForTab(store, site.domain);
  const i18n = createI18n(store.getState().app.locale);
  const authFailures = createAuthFailureChannel();
  const network = createNetworkState();
  const sendOverNetwork: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fetchImpl = options.firstAnswers
    ? answeringFromPage(sendOverNetwork, options.firstAnswers)
    : sendOverNetwork;
  const client = createApiClient({
    baseUrl: site.site,
    fetch: fetchImpl,
    getToken: () => store.getState().user.token,
    // the chosen language, even before its messages have arrived
    getLocale: () => store.getState().app.locale,
    serverLocale: DEFAULT_LOCALE,
    onAuthFailure: authFailures.emit,
    timeoutMs: options.timeoutMs,
    warn: apiWarningRecorder(store),
    onReachability: network.report,
  });
  registerOutbox(client, createOutbox({ store, client, network }));
  return {
    config,
    store,
    queryClient: options.queryClient ?? createQueryClient(),
    persister: createStorePersister(store),
    i18n,
    api: { client, authFailures },
  };
}

/** How the query cache is kept between visits: a month, and dropped by a new version unless configured to stay. */
export const keptQueriesOptions = ({ persister, config }: AppServices): KeptQueriesOptions => ({
  persister,
  maxAge: CACHE.month,
  buster: config.clearCacheOnUpdate ? config.version : '',
});
