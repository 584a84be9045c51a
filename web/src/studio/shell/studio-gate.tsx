import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { StudioRole } from '@studovna/core/studio';
import { LoadingState } from '../../components/spinner';
import { ApiRequestError } from '../../lib/api';
import { useAppStore } from '../../lib/store/app-store-context';
import { useStudioAccess } from '../api/studio-queries';
import { useStudioT } from '../i18n/studio-i18n';
import { ForbiddenScreen } from './forbidden-screen';
import { StudioProblem } from './studio-problem';

/**
 * Who may enter: a guest goes to the app's login (and comes back here), a learner gets the server's
 * refusal, an author the studio with their role.
 */
export function StudioGate({ children }: { children: (role: StudioRole) => ReactNode }) {
  const t = useStudioT();
  const location = useLocation();
  const signedIn = useAppStore((state) => state.user.token !== null);
  const access = useStudioAccess(signedIn);
  if (!signedIn)
    return (
      <Navigate
        to="/prihlaseni"
        replace
        state={{ screen: `${location.pathname}${location.search}`, message: t('gate.loginFirst') }}
      />
    );
  if (access.isPending) return <LoadingState label={t('gate.checking')} />;
  if (access.isError) {
    const error = access.error instanceof ApiRequestError ? access.error : null;
    if (error?.status === 403) return <ForbiddenScreen message={error.error.message} />;
    return <StudioProblem onRetry={() => void access.refetch()} />;
  }
  return children(access.data);
}
