import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PLAN_FAMILIES } from '@studovna/core/domain';
import {
  ORDER_STATUSES,
  orderPeriodProblems,
  ordersMessage,
  planLengthLabel,
  type StoredOrderStatus,
} from '@studovna/core/studio';
import type { PlanFamily } from '@studovna/core/domain';
import { TextField } from '../../components/text-field';
import { Button } from '../../components/button';
import { LoadingState } from '../../components/spinner';
import { ApiRequestError, useApi } from '../../lib/api';
import { SelectField } from '../common/select-field';
import { StudioPage } from '../common/studio-page';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { CsvExportButton } from './csv-export-button';
import { filtersOf, paramsOf } from './order-filters';
import { OrdersTable } from './orders-table';
import { ORDERS_PAGE_SIZE, ordersQuery, type OrderFilters } from './orders-queries';
import { RevenueSection } from './revenue-section';
import styles from './orders.module.css';

/**
 * Orders and revenue (`/studio/objednavky`, the team only): a period with family, plan length and status;
 * the revenue of those orders per day, week or month; the orders themselves, newest first, each paid one
 * refundable from its row; and the same orders as CSV.
 */
export function OrdersScreen() {
  const t = useStudioT();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => new Date(), []);
  const filters = filtersOf(params, now);
  const [refunding, setRefunding] = useState<number | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();

  const periodProblems = orderPeriodProblems({ ...filters, step: 'month' });
  const stepProblem = orderPeriodProblems(filters).find((p) => p.path === 'step') ?? null;
  const periodValid = periodProblems.length === 0;
  const fieldError = (path: 'from' | 'to') => {
    const problem = periodProblems.find((p) => p.path === path);
    return problem ? ordersMessage(problem.code, t.language, problem.values) : null;
  };

  const orders = useQuery({
    ...ordersQuery(api, filters),
    enabled: periodValid,
    placeholderData: keepPreviousData,
  });
  const change = (next: Partial<OrderFilters>) => {
    setRefunding(null);
    setParams((current) => paramsOf({ ...filtersOf(current, now), page: 1, ...next }, now), {
      replace: true,
    });
  };

  if (orders.error instanceof ApiRequestError && orders.error.status === 403)
    return (
      <StudioPage title={t('orders.title')}>
        <p>{ordersMessage('orders.teamOnly', t.language)}</p>
      </StudioPage>
    );

  const total = orders.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  return (
    <StudioPage
      title={t('orders.title')}
      actions={<CsvExportButton filters={filters} disabled={!periodValid} />}
    >
      <div role="search" aria-label={t('orders.filters')} className={styles.filters}>
        <TextField
          type="date"
          label={t('orders.from')}
          value={filters.from}
          error={fieldError('from')}
          onChange={(event) => change({ from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('orders.to')}
          value={filters.to}
          error={fieldError('to')}
          onChange={(event) => change({ to: event.target.value })}
        />
        <SelectField
          label={t('orders.family')}
          value={filters.family ?? ''}
          onChange={(event) => change({ family: (event.target.value || null) as PlanFamily | null })}
        >
          <option value="">{t('orders.familyAll')}</option>
          {PLAN_FAMILIES.map((family) => (
            <option key={family} value={family}>
              {family.toUpperCase()}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('orders.length')}
          value={filters.length ?? ''}
          onChange={(event) => change({ length: event.target.value || null })}
        >
          <option value="">{t('orders.lengthAll')}</option>
          {(orders.data?.lengths ?? []).map((length) => (
            <option key={length.key} value={length.key}>
              {planLengthLabel(length.period_unit, length.period_count, t.language)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('orders.status')}
          value={filters.status ?? ''}
          onChange={(event) => change({ status: (event.target.value || null) as StoredOrderStatus | null })}
        >
          <option value="">{t('orders.statusAll')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ordersMessage(`orders.status.${status}`, t.language)}
            </option>
          ))}
        </SelectField>
      </div>

      <RevenueSection
        filters={filters}
        periodValid={periodValid}
        stepProblem={stepProblem}
        onStep={(step) => change({ step, page: filters.page })}
      />

      <section className={styles.section} aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} ref={listHeading} tabIndex={-1} className={styles.sectionTitle}>
          {t('orders.listTitle')}
        </h2>
        {!periodValid ? null : orders.isPending ? (
          <LoadingState />
        ) : orders.isError ? (
          <StudioProblem onRetry={() => void orders.refetch()} />
        ) : (
          <>
            <p className={styles.count} role="status">
              {t('orders.count', { count: total })}
            </p>
            {orders.data.orders.length > 0 ? (
              <OrdersTable
                orders={orders.data.orders}
                refunding={refunding}
                onRefund={setRefunding}
                afterRefund={() => listHeading.current?.focus()}
              />
            ) : (
              <p className={styles.empty}>{t('orders.empty')}</p>
            )}
            {pages > 1 ? (
              <nav className={styles.pager} aria-label={t('orders.pages')}>
                <Button
                  variant="secondary"
                  small
                  disabled={filters.page <= 1}
                  onClick={() => change({ page: filters.page - 1 })}
                >
                  {t('orders.previous')}
                </Button>
                <span>{t('orders.page', { page: filters.page, pages })}</span>
                <Button
                  variant="secondary"
                  small
                  disabled={filters.page >= pages}
                  onClick={() => change({ page: filters.page + 1 })}
                >
                  {t('orders.next')}
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </section>
    </StudioPage>
  );
}
