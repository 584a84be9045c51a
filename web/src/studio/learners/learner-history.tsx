import type { AuditEntry } from '@studovna/core/contract/studio';
import { formatDateTime } from '../common/studio-format';
import { useStudioT, type StudioKey } from '../i18n/studio-i18n';
import { formatDay } from './learner-format';
import styles from './learners.module.css';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The team's changes to the learner, newest first: who, when, what and why. */
export function LearnerHistory({ entries }: { entries: readonly AuditEntry[] }) {
  const t = useStudioT();
  return (
    <section className={styles.card} aria-labelledby="learner-history">
      <h2 id="learner-history">{t('learner.history')}</h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('learner.noHistory')}</p>
      ) : (
        <ol className={styles.history}>
          {entries.map((entry) => {
            const plan = text(entry.changes.plan?.to);
            const until = text(entry.changes.expires_at?.to);
            const reason = text(entry.changes.reason?.to);
            return (
              <li key={entry.id}>
                <p>
                  <strong>{entry.who.name}</strong> {t(`learner.action.${entry.action}` as StudioKey)}
                  {plan ? ` ${plan}` : ''}
                  {until ? ` ${t('learner.historyUntil', { date: formatDay(until, t.language) })}` : ''}
                </p>
                {reason ? <p>{t('learner.historyReason', { reason })}</p> : null}
                <p className={styles.muted}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at, t.language)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
