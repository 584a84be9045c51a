import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StudioPlanFamily } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { LoadingState } from '../../components/spinner';
import { ApiRequestError, useApi } from '../../lib/api';
import { PlusIcon } from '../common/studio-icons';
import { StudioPage } from '../common/studio-page';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { PlanBulletsForm } from './plan-bullets-form';
import { PlanForm } from './plan-form';
import { plansQuery } from './plans-queries';
import styles from './plans.module.css';

/**
 * The study plans (`/studio/plany`, administrators): each family with what describes it and its plans,
 * each plan saved on its own; a new length added to a family.
 */
export function PlansScreen() {
  const t = useStudioT();
  const api = useApi();
  const plans = useQuery(plansQuery(api));
  return (
    <StudioPage title={t('plans.title')}>
      {plans.isPending ? (
        <LoadingState />
      ) : plans.isError ? (
        plans.error instanceof ApiRequestError && plans.error.status === 403 ? (
          <p>{t.problem({ code: 'studio.catalogueOnly' })}</p>
        ) : (
          <StudioProblem onRetry={() => void plans.refetch()} />
        )
      ) : (
        <>
          <p className={styles.intro}>{t('plans.intro')}</p>
          {plans.data.families.map((family) => (
            <FamilySection key={family.family} family={family} />
          ))}
        </>
      )}
    </StudioPage>
  );
}

function FamilySection({ family }: { family: StudioPlanFamily }) {
  const t = useStudioT();
  const [adding, setAdding] = useState(false);
  const headingId = `plans-${family.family}`;
  return (
    <section className={styles.family} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.familyTitle}>
        {family.name}
      </h2>
      <PlanBulletsForm family={family} />
      <div className={styles.plans}>
        {family.plans.map((plan) => (
          <PlanForm key={plan.id} family={family.family} plan={plan} />
        ))}
        {adding ? (
          <PlanForm
            family={family.family}
            onCreated={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        ) : null}
      </div>
      {adding ? null : (
        <div>
          <Button variant="secondary" icon={<PlusIcon size={20} />} onClick={() => setAdding(true)}>
            {t('plans.add', { family: family.family.toUpperCase() })}
          </Button>
        </div>
      )}
    </section>
  );
}
