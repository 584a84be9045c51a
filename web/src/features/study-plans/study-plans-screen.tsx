import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { AlertIcon } from '../../components/icons';
import { ScreenLayout } from '../../components/screen-layout';
import { LoadingState } from '../../components/spinner';
import { StateMessage } from '../../components/state-message';
import { useApi } from '../../lib/api';
import { sitePages } from '../../lib/config';
import { useConfig } from '../../lib/config-context';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import { createPlansWebSession } from './api/web-session';
import { goToWebsite } from './go-to-website';
import { familyOfRouteState, withFamily } from './plans-address';

/**
 * studijni-plany (SPEC §2): opens the website's plans page — signed in for a learner — in this tab, and
 * leaves home in the app's history in its place, so Back on the website returns to the app's home.
 */
export function StudyPlansScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { state } = useLocation();
  const { site } = useConfig();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const family = familyOfRouteState(state);
  const websitePage = withFamily(sitePages(site).studyPlans, family);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const started = useRef(-1);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    void (async () => {
      const url = loggedIn ? await createPlansWebSession(api) : sitePages(site).studyPlans;
      if (!mounted.current) return;
      if (!url) {
        setFailed(true);
        return;
      }
      await navigate('/', { replace: true });
      goToWebsite(withFamily(url, family));
    })();
  }, [attempt, loggedIn, api, site, family, navigate]);

  return (
    <ScreenLayout title={t('plans.title')} back="/">
      {failed ? (
        <StateMessage
          icon={<AlertIcon size={28} />}
          title={t('subscription.cannotLoad', { ns: 'shared' })}
          text={t('plans.open.failedText')}
          announce
        >
          <Button
            onClick={() => {
              setFailed(false);
              setAttempt((value) => value + 1);
            }}
          >
            {t('common.retry')}
          </Button>
          <a href={websitePage}>{t('plans.open.websiteLink')}</a>
        </StateMessage>
      ) : (
        <LoadingState label={t('plans.open.opening')} />
      )}
    </ScreenLayout>
  );
}
