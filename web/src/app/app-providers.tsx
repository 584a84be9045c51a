import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { keepQueries, restoreKeptQueries } from '../lib/query/kept-queries';
import { I18nProvider } from '../i18n/use-translation';
import { ToastProvider } from '../components/toast';
import { ApiContext } from '../lib/api';
import { ConfigContext } from '../lib/config-context';
import { useAppLog } from '../lib/logs/use-app-log';
import { AppStoreContext } from '../lib/store';
import { useThemeSync } from '../lib/theme/use-theme-sync';
import { keptQueriesOptions, type AppServices } from './app-services';

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

/** Restores the kept query cache before the first render, and keeps the cache from then on. */
function useKeptQueries(services: AppServices) {
  restoreKeptQueries(services.queryClient, keptQueriesOptions(services));
  useEffect(() => keepQueries(services.queryClient, keptQueriesOptions(services)), [services]);
}

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  useLanguageSync(services);
  useThemeSync(services.store);
  useAppLog(services.store);
  useKeptQueries(services);
  return (
    <I18nProvider i18n={services.i18n}>
      <QueryClientProvider client={services.queryClient}>
        <ConfigContext value={services.config}>
          <AppStoreContext value={services.store}>
            <ApiContext value={services.api}>
              <ToastProvider>{children}</ToastProvider>
            </ApiContext>
          </AppStoreContext>
        </ConfigContext>
      </QueryClientProvider>
    </I18nProvider>
  );
}
