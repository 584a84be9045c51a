import { Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/route-error-boundary';
import { useTranslation } from '../i18n/use-translation';

/** While the first screen opened is loading: the page stays empty, a screen reader hears it loading. */
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="visually-hidden">
      {t('common.loading')}
    </p>
  );
}

/**
 * The screen of the current address, under the top-level error boundary. Moves between screens are
 * transitions (see HistoryRouter), so the fallback shows only on the first load of a lazy screen.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { key } = useLocation();
  const screen = useRoutes(routes);
  return (
    <RouteErrorBoundary entry={key}>
      <Suspense fallback={<ScreenLoading />}>{screen}</Suspense>
    </RouteErrorBoundary>
  );
}
