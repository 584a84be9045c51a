import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/button';
import { UserIcon } from '../../../components/icons';
import { ScreenLayout } from '../../../components/screen-layout';
import { LoadingState } from '../../../components/spinner';
import { StateMessage } from '../../../components/state-message';
import { selectIsLoggedIn, useAppStore } from '../../../lib/store';
import styles from './practice.module.css';

// the question views load with the session, not with the app's first screen
const PracticeSession = lazy(async () => ({ default: (await import('./practice-session')).PracticeSession }));

/**
 * 'Procvičit' from the Board (procvicovani/{category?}): a full-screen session over the pinned and
 * wrongly answered questions of the address's category (of all without one) that the spaced-repetition
 * schedule says are due; back goes to that category's Board. Guests are asked to log in.
 */
export function BoardPracticeScreen() {
  const { t } = useTranslation();
  const { category: param } = useParams();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const category = param || null;
  const boardPath = category ? `/nastenka/${encodeURIComponent(category)}` : '/nastenka';
  const here = category ? `/procvicovani/${encodeURIComponent(category)}` : '/procvicovani';

  return (
    <ScreenLayout title={t('practice.title')} back={boardPath}>
      {loggedIn ? (
        <Suspense fallback={<LoadingState label={t('practice.loading')} />}>
          <PracticeSession key={category} category={category} boardPath={boardPath} />
        </Suspense>
      ) : (
        <StateMessage
          icon={<UserIcon size={28} />}
          title={t('auth.required', { ns: 'shared' })}
          text={t('practice.guestText')}
          tone="info"
        >
          <div className={styles.buttons}>
            <ButtonLink to="/prihlaseni" state={{ screen: here }}>
              {t('home.login')}
            </ButtonLink>
            <ButtonLink to="/registrace" variant="secondary">
              {t('home.register')}
            </ButtonLink>
          </div>
        </StateMessage>
      )}
    </ScreenLayout>
  );
}
