import { useEffect, type ReactNode } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { CACHE } from '../lib/query/query-client';
import { I18nProvider } from '../i18n/use-translation';
import { ToastProvider } from '../components/toast';
import { ApiContext } from '../lib/api';
import { ConfigContext } from '../lib/config-context';
import { useAppLog } from '../lib/logs/use-app-log';
import { AppStoreContext } from '../lib/store';
import type { AppServices } from './app-services';

/** Keeps the translations and `<html lang>` on the language chosen in the store. */
function useLanguageSync({ store, i18n }: AppServices) {
  useEffect(() => {
    const apply = (locale: string) => {
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
      document.documentElement.lang = locale;
    };
    apply(store.getState().app.locale);
    return store.subscribe((state, previous) => {
      if (state.app.locale !== previous.app.locale) apply(state.app.locale);
    });
  }, [store, i18n]);
}

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  useLanguageSync(services);
  useAppLog(services.store);
  return (
    <I18nProvider i18n={services.i18n}>
      <PersistQueryClientProvider
        client={services.queryClient}
        persistOptions={{
          persister: services.persister,
          maxAge: CACHE.month,
          // a new version drops the kept query cache, unless configured to keep it
          buster: services.config.clearCacheOnUpdate ? services.config.version : '',
          dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
        }}
      >
        <ConfigContext value={services.config}>
          <AppStoreContext value={services.store}>
            <ApiContext value={services.api}>
              <ToastProvider>{children}</ToastProvider>
            </ApiContext>
          </AppStoreContext>
        </ConfigContext>
      </PersistQueryClientProvider>
    </I18nProvider>
  );
}
