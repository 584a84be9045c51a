import type { ComponentType } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { CalendarIcon, PlayIcon, SearchIcon, UsersIcon } from '../../../components/icons';
import styles from './shortcuts.module.css';

type ShortcutKey =
  'home.shortcuts.today' | 'home.shortcuts.upcoming' | 'home.shortcuts.instructors' | 'home.shortcuts.search';

const SHORTCUTS: { to: string; label: ShortcutKey; Icon: ComponentType<{ size?: number }> }[] = [
  { to: '/dnes', label: 'home.shortcuts.today', Icon: PlayIcon },
  { to: '/pripravujeme', label: 'home.shortcuts.upcoming', Icon: CalendarIcon },
  { to: '/lektori', label: 'home.shortcuts.instructors', Icon: UsersIcon },
  { to: '/hledat', label: 'home.shortcuts.search', Icon: SearchIcon },
];

/** A row of shortcuts from Home: learn today, upcoming courses, instructors, search. */
export function Shortcuts() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home.shortcuts.label')} className={styles.nav}>
      <ul className={styles.list}>
        {SHORTCUTS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.link}>
              <span className={styles.icon}>
                <Icon size={22} />
              </span>
              <span className={styles.label}>{t(label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
