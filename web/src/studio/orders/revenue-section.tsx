import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  ordersMessage,
  REVENUE_STEPS,
  type OrdersMessageCode,
  type RevenueStep,
} from '@studovna/core/studio';
import { BarChart } from '../../components/charts/bar-chart';
import { LoadingState } from '../../components/spinner';
import { useApi } from '../../lib/api';
import { SelectField } from '../common/select-field';
import { formatPrice } from '../common/studio-format';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { compactCrowns, dayLabel, shortStepLabel, stepLabel } from './orders-format';
import { revenueQuery, type OrderFilters } from './orders-queries';
import styles from './orders.module.css';

interface RevenueSectionProps {
  filters: OrderFilters;
  /** What is wrong with the period for this step, if anything: then nothing is asked. */
  stepProblem: { code: OrdersMessageCode; values?: Record<string, string | number> } | null;
  periodValid: boolean;
  onStep: (step: RevenueStep) => void;
}

/**
 * Revenue of the filtered orders per day, week or month: the sums, a bar chart of the revenue (its
 * numbers in a table screen readers get), and every figure in a table to open.
 */
export function RevenueSection({ filters, stepProblem, periodValid, onStep }: RevenueSectionProps) {
  const t = useStudioT();
  const api = useApi();
  const headingId = useId();
  const revenue = useQuery({
    ...revenueQuery(api, filters),
    enabled: periodValid && !stepProblem,
    placeholderData: keepPreviousData,
  });
  const price = (crowns: number) => formatPrice(crowns, t.language);
  const data = revenue.data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('orders.revenueTitle')}
        </h2>
        <div className={styles.step}>
          <SelectField
            label={t('orders.step')}
            value={filters.step}
            error={stepProblem ? ordersMessage(stepProblem.code, t.language, stepProblem.values) : null}
            onChange={(event) => onStep(event.target.value as RevenueStep)}
          >
            {REVENUE_STEPS.map((step) => (
              <option key={step} value={step}>
                {t(`orders.step.${step}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {!periodValid || stepProblem ? null : revenue.isPending ? (
        <LoadingState />
      ) : revenue.isError || !data ? (
        <StudioProblem onRetry={() => void revenue.refetch()} />
      ) : (
        <>
          <dl className={styles.sums}>
            <div>
              <dt>{t('orders.sumRevenue')}</dt>
              <dd className={styles.sumMain}>{price(data.sum.revenue)}</dd>
            </div>
            <div>
              <dt>{t('orders.sumPaid')}</dt>
              <dd>{data.sum.paid}</dd>
            </div>
            <div>
              <dt>{t('orders.sumOrders')}</dt>
              <dd>{data.sum.orders}</dd>
            </div>
            <div>
              <dt>{t('orders.sumRefunded')}</dt>
              <dd>
                {price(data.sum.refunded_amount)}
                <span className={styles.muted}>
                  {' '}
                  ({t('orders.refundedCount', { count: data.sum.refunded })})
                </span>
              </dd>
            </div>
          </dl>
          <BarChart
            caption={t(`orders.chartCaption.${data.step}`, {
              from: dayLabel(data.from, t.language),
              to: dayLabel(data.to, t.language),
            })}
            label={t('orders.chartLabel', { total: price(data.sum.revenue) })}
            data={data.buckets.map((b) => ({
              key: b.start,
              label: stepLabel(b.start, data.step, t.language),
              value: b.revenue,
            }))}
            edgeLabels={[...data.buckets.map((b) => shortStepLabel(b.start, data.step, t.language)), '']}
            categoryTitle={t(`orders.stepColumn.${data.step}`)}
            valueTitle={t('orders.colRevenue')}
            formatValue={price}
            formatTick={(value) => compactCrowns(value, t.language)}
            axisWidth={52}
            minEdgeGap={data.step === 'month' ? 64 : 48}
            height={220}
          />
          <details className={styles.details}>
            <summary>{t('orders.tableSummary')}</summary>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t(`orders.stepColumn.${data.step}`)}</th>
                    <th scope="col" className={styles.number}>
                      {t('orders.colOrders')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('orders.colPaid')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('orders.colRevenue')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('orders.colRefunded')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.buckets.map((b) => (
                    <tr key={b.start}>
                      <th scope="row">{stepLabel(b.start, data.step, t.language)}</th>
                      <td className={styles.number}>{b.orders}</td>
                      <td className={styles.number}>{b.paid}</td>
                      <td className={styles.number}>{price(b.revenue)}</td>
                      <td className={styles.number}>{price(b.refunded_amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
