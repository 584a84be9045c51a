import { useTranslation } from '../../../i18n/use-translation';
import type { subscriptionsApi } from '@studovna/core/contract';
import { planDateFormat } from '../plan-dates';
import { SOURCE_KEY } from './active-plan-card';
import styles from '../study-plans.module.css';

type Subscription = subscriptionsApi.Subscription;

const range = (sub: Subscription) =>
  `${planDateFormat.format(new Date(sub.starts_at))} – ${planDateFormat.format(new Date(sub.ended_at ?? sub.expires_at))}`;

/** Plans that have expired or were ended, newest first. */
export function PastPlans({ subscriptions }: { subscriptions: Subscription[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.past} aria-labelledby="past-plans-title">
      <h2 id="past-plans-title" className={styles.sectionTitle}>
        {t('plans.past')}
      </h2>
      <ul className={styles.pastList}>
        {subscriptions.map((sub) => (
          <li key={sub.id} className={styles.pastItem}>
            <div>
              <p className={styles.pastName}>{sub.plan.name}</p>
              <p className={styles.muted}>
                {range(sub)} · {t(SOURCE_KEY[sub.source])}
              </p>
            </div>
            <span className={styles.pastStatus}>
              {sub.status === 'ended' ? t('plans.status.ended') : t('plans.status.expired')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
