import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { GRADING_STATES, type GradingState } from '@studovna/core/studio';
import { Button } from '../../components/button';
import { LoadingState } from '../../components/spinner';
import { useApi } from '../../lib/api';
import { SelectField } from '../common/select-field';
import { StudioPage } from '../common/studio-page';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { GradingTable } from './grading-table';
import { QUEUE_PAGE_SIZE, queueQuery, type QueueFilters } from './grading-queries';
import styles from './grading.module.css';

/** The queue's filters live in the address: `stav`, `kurz`, `strana`. */
function filtersOf(params: URLSearchParams): QueueFilters {
  const state = params.get('stav') ?? '';
  const course = Number(params.get('kurz'));
  const page = Number(params.get('strana'));
  return {
    state: (GRADING_STATES as readonly string[]).includes(state) ? (state as GradingState) : 'waiting',
    course: Number.isInteger(course) && course > 0 ? course : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function paramsOf(filters: QueueFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.state !== 'waiting') params.stav = filters.state;
  if (filters.course) params.kurz = String(filters.course);
  if (filters.page > 1) params.strana = String(filters.page);
  return params;
}

/**
 * Handed-in assignments of the caller's courses (the team: all), LearnPress Assignments' list of
 * submissions: those waiting first and oldest first, or those graded or sent back; by course; in pages.
 */
export function GradingQueueScreen() {
  const t = useStudioT();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const queue = useQuery({ ...queueQuery(api, filters), placeholderData: keepPreviousData });
  const change = useCallback(
    (next: Partial<QueueFilters>) =>
      setParams((current) => paramsOf({ ...filtersOf(current), page: 1, ...next }), { replace: true }),
    [setParams],
  );
  const total = queue.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  return (
    <StudioPage title={t('grading.title')}>
      <div role="search" aria-label={t('grading.filters')} className={styles.filters}>
        <SelectField
          label={t('grading.state')}
          value={filters.state}
          onChange={(event) => change({ state: event.target.value as GradingState })}
        >
          {GRADING_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`grading.state.${state}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('grading.course')}
          value={filters.course ?? ''}
          onChange={(event) => change({ course: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t('grading.courseAll')}</option>
          {(queue.data?.courses ?? []).map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </SelectField>
      </div>
      {queue.isPending ? (
        <LoadingState />
      ) : queue.isError ? (
        <StudioProblem onRetry={() => void queue.refetch()} />
      ) : (
        <>
          <p className={styles.count} role="status">
            {t('grading.count', { count: total })}
          </p>
          {queue.data.answers.length > 0 ? (
            <GradingTable rows={queue.data.answers} />
          ) : (
            <p className={styles.empty}>{t(`grading.empty.${filters.state}`)}</p>
          )}
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('grading.pages')}>
              <Button
                variant="secondary"
                small
                disabled={filters.page <= 1}
                onClick={() => change({ ...filters, page: filters.page - 1 })}
              >
                {t('grading.previous')}
              </Button>
              <span>{t('grading.page', { page: filters.page, pages })}</span>
              <Button
                variant="secondary"
                small
                disabled={filters.page >= pages}
                onClick={() => change({ ...filters, page: filters.page + 1 })}
              >
                {t('grading.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </StudioPage>
  );
}
