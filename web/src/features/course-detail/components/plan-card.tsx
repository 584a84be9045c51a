import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { LockIcon } from './detail-icons';
import styles from './plan-card.module.css';

interface PlanCardProps {
  loggedIn: boolean;
  courseId: number;
  requiredPremiums: string[];
}

/**
 * SPEC §6, §8: the course needs a study plan the learner lacks — 'Chci tohle' leads to the study plans
 * (with the premiums needed); a guest is offered the login first.
 */
export function PlanCard({ loggedIn, courseId, requiredPremiums }: PlanCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.card} aria-labelledby="plan-card-title">
      <span className={styles.icon}>
        <LockIcon size={22} />
      </span>
      <div className={styles.text}>
        <h2 id="plan-card-title">{t('courseDetail.planTitle')}</h2>
        <p>{loggedIn ? t('courseDetail.planRequired') : t('auth.required', { ns: 'shared' })}</p>
      </div>
      {loggedIn ? (
        <Button onClick={() => void navigate('/studijni-plany', { state: { requiredPremiums } })}>
          {t('plan.wantIt')}
        </Button>
      ) : (
        <Button
          onClick={() =>
            void navigate('/prihlaseni', {
              state: { message: t('auth.required', { ns: 'shared' }), courseId },
            })
          }
        >
          {t('session.login')}
        </Button>
      )}
    </section>
  );
}
