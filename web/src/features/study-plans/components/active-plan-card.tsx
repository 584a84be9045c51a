import { useTranslation } from '../../../i18n/use-translation';
import type { subscriptionsApi } from '@studovna/core/contract';
import { FAMILY_NAMES } from '@studovna/core/domain';
import { CheckCircleIcon } from '../../../components/icons';
import { daysLeft, planDateFormat } from '../plan-dates';
import styles from '../study-plans.module.css';

type Subscription = subscriptionsApi.Subscription;

export const SOURCE_KEY = {
  web: 'plans.source.web',
  android: 'plans.source.android',
  ios: 'plans.source.ios',
  admin: 'plans.source.admin',
} as const;

/** The active plan: name, test family, what it gives, until when and where it was bought. */
export function ActivePlanCard({ subscription, now }: { subscription: Subscription; now: number }) {
  const { t } = useTranslation();
  const { plan } = subscription;
  const titleId = `plan-${subscription.id}`;
  return (
    <section className={`${styles.card} ${styles.active}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <span className={styles.badge}>
          <CheckCircleIcon size={16} />
          {t('plans.active')}
        </span>
        <h2 id={titleId} className={styles.name}>
          {plan.name}
        </h2>
        <p className={styles.family}>{FAMILY_NAMES[plan.family]}</p>
      </div>
      <ul className={styles.bullets} aria-label={t('plans.includes')}>
        {plan.bullets.map((bullet) => (
          <li key={bullet}>
            <CheckCircleIcon size={18} />
            <span>{bullet}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>{t('plans.validUntil')}</dt>
          <dd>
            <time dateTime={subscription.expires_at}>
              {planDateFormat.format(new Date(subscription.expires_at))}
            </time>{' '}
            <span className={styles.muted}>
              ({t('plans.daysLeft', { count: daysLeft(subscription.expires_at, now) })})
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('plans.boughtAt')}</dt>
          <dd>{t(SOURCE_KEY[subscription.source])}</dd>
        </div>
      </dl>
    </section>
  );
}
