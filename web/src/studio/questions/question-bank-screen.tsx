import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { LoadingState } from '../../components/spinner';
import { useApi } from '../../lib/api';
import { PlusIcon } from '../common/studio-icons';
import { StudioPage } from '../common/studio-page';
import { useStudioT } from '../i18n/studio-i18n';
import { StudioProblem } from '../shell/studio-problem';
import { bankFiltersOf, bankParamsOf } from './bank-filters';
import { BankFiltersForm } from './bank-filters-form';
import { BankPager } from './bank-pager';
import { BankTable } from './bank-table';
import { GiftExportButton } from './gift-export-button';
import { BANK_PAGE_SIZE, bankSearchQuery, type BankFilters } from './question-queries';
import styles from './question-bank.module.css';

/** The question bank: search, filters and pages in the address; a new question; the import. */
export function QuestionBankScreen() {
  const t = useStudioT();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const filters = bankFiltersOf(params);
  const list = useQuery({ ...bankSearchQuery(api, filters), placeholderData: keepPreviousData });
  const change = useCallback(
    (next: Partial<BankFilters>) =>
      setParams((current) => bankParamsOf({ ...bankFiltersOf(current), page: 1, ...next }), {
        replace: true,
      }),
    [setParams],
  );
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / BANK_PAGE_SIZE));
  const newHref = filters.quiz ? `/studio/otazky/nova?kviz=${filters.quiz}` : '/studio/otazky/nova';

  return (
    <StudioPage
      title={t('bank.title')}
      actions={
        <>
          <ButtonLink to="/studio/otazky/import" variant="secondary">
            {t('bank.import')}
          </ButtonLink>
          <GiftExportButton filters={filters} />
          <ButtonLink to={newHref} icon={<PlusIcon size={20} />}>
            {t('bank.new')}
          </ButtonLink>
        </>
      }
    >
      <BankFiltersForm filters={filters} onChange={change} />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <StudioProblem onRetry={() => void list.refetch()} />
      ) : (
        <div
          aria-busy={list.isFetching}
          className={`${styles.results} ${list.isPlaceholderData ? styles.stale : ''}`}
        >
          <p className={styles.count} role="status">
            {t('bank.count', { count: total })}
          </p>
          {list.data.questions.length > 0 ? (
            <BankTable questions={list.data.questions} />
          ) : (
            <p className={styles.empty}>{t('bank.empty')}</p>
          )}
          <BankPager page={filters.page} pages={pages} onPage={(page) => change({ ...filters, page })} />
        </div>
      )}
    </StudioPage>
  );
}
