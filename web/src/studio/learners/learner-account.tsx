import { studioLearnersApi as L, type Learner } from '@studovna/core/contract/studio';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { formatDateTime } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import { formatDate } from './learner-format';
import { useLearnerChange } from './learner-queries';
import { ReasonForm } from './reason-form';
import styles from './learners.module.css';

/** The learner's account: who they are, blocking or unblocking it with a reason, a new-password e-mail. */
export function LearnerAccount({ learner }: { learner: Learner }) {
  const t = useStudioT();
  const { send, pending } = useLearnerChange(learner.id);
  const params = { id: learner.id };
  return (
    <section className={styles.card} aria-labelledby="learner-account">
      <h2 id="learner-account">{t('learner.account')}</h2>
      <dl className={styles.facts}>
        <dt>{t('learner.username')}</dt>
        <dd>{learner.username}</dd>
        <dt>{t('learner.email')}</dt>
        <dd>{learner.email}</dd>
        <dt>{t('learner.registered')}</dt>
        <dd>{formatDate(learner.registered_at, t.language)}</dd>
      </dl>
      {learner.blocked ? (
        <Banner tone="error">
          {t('learner.blockedSince', {
            date: formatDateTime(learner.blocked.at, t.language),
            reason: learner.blocked.reason,
          })}
        </Banner>
      ) : null}
      <ReasonForm
        key={learner.blocked ? 'unblock' : 'block'}
        title={t(learner.blocked ? 'learner.unblock' : 'learner.block')}
        hint={learner.blocked ? undefined : t('learner.blockHint')}
        submitLabel={t(learner.blocked ? 'learner.unblock' : 'learner.block')}
        variant={learner.blocked ? 'primary' : 'danger'}
        pending={pending}
        onSubmit={({ reason }) =>
          send(learner.blocked ? L.unblockLearner : L.blockLearner, { params, body: { reason } })
        }
      />
      <div className={styles.changeForm}>
        <h3 className={styles.formTitle}>{t('learner.reset')}</h3>
        <p className={styles.muted}>{t('learner.resetHint', { email: learner.email })}</p>
        <div className={styles.formActions}>
          <Button
            variant="secondary"
            disabled={pending}
            onClick={() => void send(L.sendPasswordReset, { params, body: {} })}
          >
            {t('learner.reset')}
          </Button>
        </div>
      </div>
    </section>
  );
}
