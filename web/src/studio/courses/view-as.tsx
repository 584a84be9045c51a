import { useId, useState } from 'react';
import type { StudioCourse } from '@studovna/core/contract/studio';
import { Button, ExternalButtonLink } from '../../components/button';
import { ExternalIcon } from '../../components/icons';
import { useToast } from '../../components/toast-context';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './course-editor.module.css';

/**
 * „Zobrazit jako student" opens the course in the app in a new tab, signed in as the author. A guest's
 * view cannot be had in a tab of the same browser (it shares the login): the address is offered to open in
 * a private window, and said why.
 */
export function ViewAs({ course }: { course: StudioCourse }) {
  const t = useStudioT();
  const toast = useToast();
  const [guestOpen, setGuestOpen] = useState(false);
  const panelId = useId();
  const address = new URL(course.app_path, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast.show({ tone: 'success', message: t('viewAs.copied') });
    } catch {
      toast.show({ tone: 'error', message: t('viewAs.copyFailed') });
    }
  };
  return (
    <div className={styles.viewAs}>
      <div className={styles.viewAsButtons}>
        <ExternalButtonLink
          href={course.app_path}
          newTab
          newTabLabel={t('general.newTab')}
          variant="secondary"
          small
          icon={<ExternalIcon size={18} />}
        >
          {t('viewAs.student')}
        </ExternalButtonLink>
        <Button
          variant="secondary"
          small
          aria-expanded={guestOpen}
          aria-controls={panelId}
          onClick={() => setGuestOpen((open) => !open)}
        >
          {t('viewAs.guest')}
        </Button>
      </div>
      {course.status === 'publish' ? null : (
        <p className={styles.note}>
          {course.status === 'draft' ? t('viewAs.draftHidden') : t('viewAs.futureHidden')}
        </p>
      )}
      {guestOpen ? (
        <div id={panelId} className={styles.guestPanel}>
          <p>{t('viewAs.guestExplain')}</p>
          <div className={styles.guestAddress}>
            <input
              readOnly
              value={address}
              aria-label={t('viewAs.address')}
              onFocus={(event) => event.target.select()}
            />
            <Button small onClick={() => void copy()}>
              {t('viewAs.copy')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
