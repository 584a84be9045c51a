import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/icons';
import styles from './profile.module.css';

const LINKS = [
  { to: '/uzivatel/kurzy', label: 'myCourses.title' },
  { to: '/uzivatel/oblibene', label: 'wishlist.title' },
  { to: '/uzivatel/objednavky', label: 'orders.title' },
] as const;

/** The learner's own lists: My courses, Wishlist, My orders (SPEC §2). */
export function StudyLinks() {
  const { t } = useTranslation();
  return (
    <nav className={styles.card} aria-labelledby="study-links-title">
      <h2 id="study-links-title">{t('myCourses.section')}</h2>
      <ul className={styles.links}>
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className={styles.link}>
              <span>{t(label)}</span>
              <ChevronRightIcon size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
