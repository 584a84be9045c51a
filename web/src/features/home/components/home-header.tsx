import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { useAppStore } from '../../../lib/store';
import styles from './home-header.module.css';

/** Logo, then the user's name (opens the profile) or Login | Register links (SPEC §2 home). */
export function HomeHeader() {
  const { t } = useTranslation();
  const user = useAppStore((state) => (state.user.token ? state.user.info : null));
  const name = user ? user.name || user.username : null;

  return (
    <div className={styles.bar}>
      <Link to="/" className={styles.home}>
        <Logo height={30} />
      </Link>
      {name ? (
        <Link to="/uzivatel/ucet" className={styles.user} aria-label={t('home.openProfile', { name })}>
          <span className={styles.initial} aria-hidden="true">
            {name.trim().charAt(0).toUpperCase()}
          </span>
          <span className={styles.userName}>{name}</span>
        </Link>
      ) : (
        <ul className={styles.account} aria-label={t('home.accountLinks')}>
          <li>
            <Link to="/prihlaseni">{t('home.login')}</Link>
          </li>
          <li>
            <Link to="/registrace">{t('home.register')}</Link>
          </li>
        </ul>
      )}
    </div>
  );
}
