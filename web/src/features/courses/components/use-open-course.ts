import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { selectIsLoggedIn, useAppStore } from '../../../lib/store';

/**
 * SPEC §6: a guest opening a course from a list goes to the login with 'Akce vyžaduje přihlášení'
 * and the course id, so the login returns to the course. Signed-in users follow the card's link.
 * Answers the card's `onOpen` handler (undefined for signed-in users).
 */
export function useOpenCourse() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const openAsGuest = useCallback(
    (courseId: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      event.preventDefault();
      void navigate('/prihlaseni', {
        state: { message: t('auth.required', { ns: 'shared' }), courseId },
      });
    },
    [navigate, t],
  );
  return loggedIn ? () => undefined : openAsGuest;
}
