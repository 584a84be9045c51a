import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { CourseSummary } from '@studovna/core/contract';
import { failureMessage } from '../lib/api/action-result';
import { useConfig } from '../lib/config-context';
import { selectIsLoggedIn, useAppStore } from '../lib/store';
import { Dialog } from './dialog';
import { LoginPromptDialog } from './login-prompt-dialog';
import { useToggleWishlist, useWishlist } from './use-wishlist';
import styles from './wishlist-heart.module.css';

interface WishlistHeartProps {
  course: CourseSummary;
  /** `overlay` sits on a cover image (white disc); `plain` sits on a surface. */
  look?: 'overlay' | 'plain';
}

/**
 * SPEC §4 wishlist heart: filled when the course is in the wishlist, outlined when not. A toggle
 * button (aria-pressed) named by what it does; guests are asked to log in, a failure is an alert
 * with the server's message and the heart goes back.
 */
export function WishlistHeart({ course, look = 'overlay' }: WishlistHeartProps) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const wishlist = useWishlist();
  const toggle = useToggleWishlist();
  const [askLogin, setAskLogin] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const inWishlist = loggedIn && (wishlist.data ?? []).some((item) => item.id === course.id);

  const onClick = () => {
    if (!loggedIn) {
      setAskLogin(true);
      return;
    }
    toggle.mutate(course, {
      onError: (error) =>
        setFailure(
          failureMessage(error, {
            network: t('errors.network', { domain }),
            fallback: t('wishlist.failedText'),
          }),
        ),
    });
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.heart} ${styles[look]} ${inWishlist ? styles.on : ''}`}
        aria-pressed={inWishlist}
        aria-label={inWishlist ? t('wishlist.remove') : t('wishlist.add')}
        title={inWishlist ? t('wishlist.remove') : t('wishlist.add')}
        onClick={onClick}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
            fill={inWishlist ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <LoginPromptDialog open={askLogin} onClose={() => setAskLogin(false)} courseId={course.id} />
      <Dialog
        open={failure !== null}
        alert
        title={t('wishlist.failed')}
        onClose={() => setFailure(null)}
        actions={[{ label: t('common.ok') }]}
      >
        {failure}
      </Dialog>
    </>
  );
}
