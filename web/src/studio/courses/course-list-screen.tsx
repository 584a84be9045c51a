import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StudioRole } from '@studovna/core/studio';
import { Button } from '../../components/button';
import { LoadingState } from '../../components/spinner';
import { useApi } from '../../lib/api';
import {
  COURSE_PAGE_SIZE,
  courseListQuery,
  useCategories,
  type CourseListFilters,
} from '../api/studio-queries';
import { PlusIcon } from '../common/studio-icons';
import { StudioPage } from '../common/studio-page';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { CourseListFilters as Filters } from './course-list-filters';
import { CourseTable } from './course-table';
import { NewCourseForm } from './new-course-form';
import { PackageImportForm } from './package-import-form';
import styles from './course-list.module.css';

const STATUSES = ['draft', 'publish', 'future'] as const;

/** The list's filters live in the address: `q`, `stav`, `kategorie`, `moje`, `strana`. */
function filtersOf(params: URLSearchParams): CourseListFilters {
  const status = params.get('stav') ?? '';
  const category = Number(params.get('kategorie'));
  const page = Number(params.get('strana'));
  return {
    search: params.get('q') ?? '',
    status: (STATUSES as readonly string[]).includes(status) ? (status as CourseListFilters['status']) : '',
    category: Number.isInteger(category) && category > 0 ? category : null,
    mine: params.get('moje') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function paramsOf(filters: CourseListFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.search) params.q = filters.search;
  if (filters.status) params.stav = filters.status;
  if (filters.category) params.kategorie = String(filters.category);
  if (filters.mine) params.moje = '1';
  if (filters.page > 1) params.strana = String(filters.page);
  return params;
}

/** The courses an author works on: search, filters, pages, and a new course. */
export function CourseListScreen({ role }: { role: StudioRole }) {
  const t = useStudioT();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useQuery({ ...courseListQuery(api, filters), placeholderData: keepPreviousData });
  const categories = useCategories();
  const [open, setOpen] = useState<'new' | 'import' | null>(null);
  const openers = useRef<Record<'new' | 'import', HTMLButtonElement | null>>({ new: null, import: null });
  // a closed form gives the focus back to the button that opened it
  const close = (which: 'new' | 'import') => {
    setOpen(null);
    window.requestAnimationFrame(() => openers.current[which]?.focus());
  };

  const change = useCallback(
    (next: Partial<CourseListFilters>) =>
      setParams((current) => paramsOf({ ...filtersOf(current), page: 1, ...next }), { replace: true }),
    [setParams],
  );

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / COURSE_PAGE_SIZE));
  return (
    <StudioPage
      title={t('courseList.title')}
      actions={
        open ? null : (
          <>
            <Button
              ref={(element) => void (openers.current.import = element)}
              variant="secondary"
              onClick={() => setOpen('import')}
            >
              {t('coursePackage.openImport')}
            </Button>
            <Button
              ref={(element) => void (openers.current.new = element)}
              icon={<PlusIcon size={20} />}
              onClick={() => setOpen('new')}
            >
              {t('courseList.new')}
            </Button>
          </>
        )
      }
    >
      {open === 'new' ? (
        <NewCourseForm categories={categories.data?.categories ?? []} onCancel={() => close('new')} />
      ) : null}
      {open === 'import' ? <PackageImportForm onCancel={() => close('import')} /> : null}
      <Filters
        filters={filters}
        categories={categories.data?.categories ?? []}
        showMine={role === 'instructor'}
        onChange={change}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <StudioProblem onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className={styles.count} role="status">
            {t('courseList.count', { count: total })}
          </p>
          {list.data.courses.length > 0 ? <CourseTable courses={list.data.courses} /> : null}
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('courseList.pages')}>
              <Button
                variant="secondary"
                small
                disabled={filters.page <= 1}
                onClick={() => change({ ...filters, page: filters.page - 1 })}
              >
                {t('courseList.previous')}
              </Button>
              <span>{t('courseList.page', { page: filters.page, pages })}</span>
              <Button
                variant="secondary"
                small
                disabled={filters.page >= pages}
                onClick={() => change({ ...filters, page: filters.page + 1 })}
              >
                {t('courseList.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </StudioPage>
  );
}
