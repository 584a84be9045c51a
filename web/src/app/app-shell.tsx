import { useTranslation } from '../i18n/use-translation';
import { Outlet } from 'react-router';
import { StudyPlanWatch } from '../features/study-plans/components/study-plan-watch';
import { useSyncRunner } from '../lib/sync/use-outbox';
import { useUnclaimedOutcomes } from '../lib/sync/use-unclaimed-outcomes';
import { AuthFailureHandler } from './auth-failure-handler';
import { useOfflineToast } from './use-offline-toast';
import { useScrollRestoration } from './scroll-restoration';
import { useToastsEndWithScreen } from './toast-screen';

/**
 * Root route: skip link, the current screen, and the app-wide watchers (session, network, auth, scroll
 * position, the screen whose toasts are shown).
 */
export function AppShell() {
  const { t } = useTranslation();
  useOfflineToast();
  useToastsEndWithScreen();
  useSyncRunner();
  useUnclaimedOutcomes();
  useScrollRestoration();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <Outlet />
      <AuthFailureHandler />
      <StudyPlanWatch />
    </>
  );
}
