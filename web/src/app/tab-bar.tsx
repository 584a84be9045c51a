import type { ComponentType } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { NavLink } from 'react-router';
import { BookIcon, HistoryIcon, PinIcon, UserIcon } from '../components/icons';
import { usePracticeDue } from '../features/practice/practice-due-query';
import styles from './tab-bar.module.css';

type TabKey = 'tabs.subjects' | 'tabs.board' | 'tabs.history' | 'tabs.profile';

const TABS: { to: string; label: TabKey; Icon: ComponentType<{ size?: number }>; end?: boolean }[] = [
  { to: '/', label: 'tabs.subjects', Icon: BookIcon, end: true },
  { to: '/nastenka', label: 'tabs.board', Icon: PinIcon },
  { to: '/start', label: 'tabs.history', Icon: HistoryIcon },
  { to: '/uzivatel/ucet', label: 'tabs.profile', Icon: UserIcon },
];

/**
 * Bottom tab bar: 56 px plus the safe-area inset (SPEC §2, §9); the active tab has aria-current. The
 * Board's tab shows how many practice questions are due today (a logged-in learner's, asked again when
 * the window regains focus), in words for a screen reader ("3 otázky k procvičení").
 */
export function TabBar() {
  const { t } = useTranslation();
  const due = usePracticeDue().data ?? 0;
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      <ul className={styles.list}>
        {TABS.map(({ to, label, Icon, end }) => {
          const count = label === 'tabs.board' ? due : 0;
          return (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}
                aria-label={count > 0 ? `${t(label)}, ${t('board.dueCount', { count })}` : undefined}
              >
                <span className={styles.icon}>
                  <Icon size={22} />
                  {count > 0 ? (
                    <span className={styles.badge} aria-hidden="true">
                      {count > 99 ? '99+' : count}
                    </span>
                  ) : null}
                </span>
                {t(label)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
