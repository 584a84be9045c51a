import { useTranslation } from '../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { ArrowLeftIcon } from './icons';
import styles from './screen-layout.module.css';

/** Goes back in history, or home when the app was opened on this screen. */
export function BackButton({ to }: { to?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (to) void navigate(to);
    else if (location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <button type="button" className={styles.back} onClick={goBack}>
      <ArrowLeftIcon size={22} />
      <span className="visually-hidden">{t('common.back')}</span>
    </button>
  );
}
