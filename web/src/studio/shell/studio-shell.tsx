import type { ReactNode } from 'react';
import type { StudioRole } from '@studovna/core/studio';
import { ArrowLeftIcon, BookIcon, CheckCircleIcon, GridIcon, UsersIcon } from '../../components/icons';
import { useAppStore } from '../../lib/store/app-store-context';
import { GuardedLink, GuardedNavLink } from '../common/unsaved-changes';
import { QuestionIcon } from '../questions/question-icon';
import { ChatIcon, TicketIcon } from '../common/studio-icons';
import { WaitingCount } from '../grading/waiting-count';
import { RevenueIcon } from '../orders/orders-icon';
import { ChartIcon } from '../reports/chart-icon';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './studio-shell.module.css';

/**
 * The studio's frame: a side navigation (its sections, who is signed in and as what, the way back to
 * the app) beside the page. Desktop first; from 768 px wide the navigation narrows.
 */
export function StudioShell({ role, children }: { role: StudioRole; children: ReactNode }) {
  const t = useStudioT();
  const name = useAppStore((state) => state.user.info?.name ?? '');
  const link = (active: boolean) => `${styles.navLink} ${active ? styles.active : ''}`;
  return (
    <div className={styles.shell} data-studio-shell>
      <aside className={styles.side}>
        <p className={styles.brand}>
          Studovna <span className={styles.brandStudio}>{t('shell.studio')}</span>
        </p>
        <nav aria-label={t('shell.nav')} className={styles.nav}>
          <GuardedNavLink to="/studio/kurzy" className={link}>
            <BookIcon size={20} />
            {t('shell.courses')}
          </GuardedNavLink>
          <GuardedNavLink to="/studio/kategorie" className={link}>
            <GridIcon size={20} />
            {t('shell.categories')}
          </GuardedNavLink>
          <GuardedNavLink to="/studio/otazky" className={link}>
            <QuestionIcon size={20} />
            {t('shell.questions')}
          </GuardedNavLink>
          <GuardedNavLink to="/studio/hodnoceni" className={link}>
            <CheckCircleIcon size={20} />
            {t('shell.grading')}
            <WaitingCount />
          </GuardedNavLink>
          <GuardedNavLink to="/studio/moderace" className={link}>
            <ChatIcon size={20} />
            {t('shell.moderation')}
          </GuardedNavLink>
          <GuardedNavLink to="/studio/prehledy" className={link}>
            <ChartIcon size={20} />
            {t('shell.reports')}
          </GuardedNavLink>
          {role === 'administrator' ? (
            <GuardedNavLink to="/studio/plany" className={link}>
              <TicketIcon size={20} />
              {t('shell.plans')}
            </GuardedNavLink>
          ) : null}
          {role === 'administrator' ? (
            <GuardedNavLink to="/studio/studujici" className={link}>
              <UsersIcon size={20} />
              {t('shell.learners')}
            </GuardedNavLink>
          ) : null}
          {role === 'administrator' ? (
            <GuardedNavLink to="/studio/objednavky" className={link}>
              <RevenueIcon size={20} />
              {t('shell.orders')}
            </GuardedNavLink>
          ) : null}
        </nav>
        <div className={styles.who}>
          <p className={styles.name}>{name}</p>
          <p className={styles.role}>
            {role === 'administrator' ? t('shell.roleAdministrator') : t('shell.roleInstructor')}
          </p>
          <GuardedLink to="/" className={styles.back}>
            <ArrowLeftIcon size={18} />
            {t('shell.backToApp')}
          </GuardedLink>
        </div>
      </aside>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
