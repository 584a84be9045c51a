import { inCourseHierarchy } from '@studovna/core/domain';
import { useTranslation } from '../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useGoUp } from '../lib/navigation/use-go-up';
import { ArrowLeftIcon } from './icons';
import styles from './screen-layout.module.css';

/**
 * Back up the hierarchy: to `to`, or from a course or a learning item to the screen above it (back in
 * history when that is the entry before, else replacing this one). Other screens go back in history, or
 * home when the app was opened on them.
 */
export function BackButton({ to }: { to?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const goUp = useGoUp();
  const goBack = () => {
    if (to || inCourseHierarchy(location.pathname)) goUp(to);
    else if (location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <button type="button" className={styles.back} onClick={goBack} data-back-button="">
      <ArrowLeftIcon size={22} />
      <span className="visually-hidden">{t('common.back')}</span>
    </button>
  );
}
