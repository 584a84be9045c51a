import { lazy, Suspense } from 'react';

const StudioRoot = lazy(() => import('./studio-root').then((m) => ({ default: m.StudioRoot })));

/**
 * The studio (`/studio/*`, decision 0023): authors and the team edit courses and categories. This module
 * is all the app's routes name: the studio, its contract and its messages (`studio/i18n`, Czech and
 * English) load behind it, so a learner's first screen carries only the route.
 */
export function StudioApp() {
  return (
    <Suspense>
      <StudioRoot />
    </Suspense>
  );
}
