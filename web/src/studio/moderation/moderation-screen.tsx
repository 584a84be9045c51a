import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { LoadingState } from '../../components/spinner';
import { useApi } from '../../lib/api';
import { SelectField } from '../common/select-field';
import { StudioPage } from '../common/studio-page';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import { ModerationCommentCard } from './moderation-comment-card';
import { ModerationReviewCard } from './moderation-review-card';
import {
  commentsQuery,
  MODERATION_PAGE_SIZE,
  reviewsQuery,
  type ModerationFilters,
  type ModerationKind,
} from './moderation-queries';
import styles from './moderation.module.css';

/** The filters live in the address: `co` (`hodnoceni` for reviews), `kurz`, `strana`. */
function filtersOf(params: URLSearchParams): ModerationFilters {
  const course = Number(params.get('kurz'));
  const page = Number(params.get('strana'));
  return {
    kind: params.get('co') === 'hodnoceni' ? 'reviews' : 'comments',
    course: Number.isInteger(course) && course > 0 ? course : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function search(filters: ModerationFilters): string {
  const params = new URLSearchParams();
  if (filters.kind === 'reviews') params.set('co', 'hodnoceni');
  if (filters.course) params.set('kurz', String(filters.course));
  if (filters.page > 1) params.set('strana', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * „Moderace": the newest comments and reviews of the caller's courses (the team: every course), the
 * comments learners reported first; each can be answered, kept, hidden or deleted with a reason.
 */
export function ModerationScreen() {
  const t = useStudioT();
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const comments = useQuery({
    ...commentsQuery(api, filters),
    enabled: filters.kind === 'comments',
    placeholderData: keepPreviousData,
  });
  const reviews = useQuery({
    ...reviewsQuery(api, filters),
    enabled: filters.kind === 'reviews',
    placeholderData: keepPreviousData,
  });
  const list = filters.kind === 'comments' ? comments : reviews;
  const change = useCallback(
    (next: Partial<ModerationFilters>) =>
      setParams((current) => search({ ...filtersOf(current), page: 1, ...next }).slice(1), { replace: true }),
    [setParams],
  );
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE));
  const tab = (kind: ModerationKind) => (
    <Link
      to={{ search: search({ kind, course: null, page: 1 }) }}
      className={`${styles.tab} ${filters.kind === kind ? styles.tabActive : ''}`}
      aria-current={filters.kind === kind ? 'page' : undefined}
    >
      {t(`moderation.tab.${kind}`)}
      {kind === 'comments' && comments.data && comments.data.reported > 0 ? (
        <span className={styles.tabCount}>
          {t('moderation.reportedCount', { count: comments.data.reported })}
        </span>
      ) : null}
    </Link>
  );

  return (
    <StudioPage title={t('moderation.title')}>
      <nav className={styles.tabs} aria-label={t('moderation.tabs')}>
        {tab('comments')}
        {tab('reviews')}
      </nav>
      <div role="search" aria-label={t('moderation.filters')} className={styles.filters}>
        <SelectField
          label={t('moderation.course')}
          value={filters.course ?? ''}
          onChange={(event) => change({ course: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t('moderation.courseAll')}</option>
          {(list.data?.courses ?? []).map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </SelectField>
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <StudioProblem onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className={styles.count} role="status">
            {t(filters.kind === 'comments' ? 'moderation.countComments' : 'moderation.countReviews', {
              count: total,
            })}
          </p>
          {filters.kind === 'comments' && comments.data ? (
            comments.data.comments.length > 0 ? (
              <div className={styles.list}>
                {comments.data.comments.map((comment) => (
                  <ModerationCommentCard key={comment.id} comment={comment} />
                ))}
              </div>
            ) : (
              <p className={styles.empty}>{t('moderation.emptyComments')}</p>
            )
          ) : null}
          {filters.kind === 'reviews' && reviews.data ? (
            reviews.data.reviews.length > 0 ? (
              <div className={styles.list}>
                {reviews.data.reviews.map((review) => (
                  <ModerationReviewCard key={review.id} review={review} />
                ))}
              </div>
            ) : (
              <p className={styles.empty}>{t('moderation.emptyReviews')}</p>
            )
          ) : null}
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('moderation.pages')}>
              <Button
                variant="secondary"
                small
                disabled={filters.page <= 1}
                onClick={() => change({ ...filters, page: filters.page - 1 })}
              >
                {t('moderation.previous')}
              </Button>
              <span>{t('moderation.page', { page: filters.page, pages })}</span>
              <Button
                variant="secondary"
                small
                disabled={filters.page >= pages}
                onClick={() => change({ ...filters, page: filters.page + 1 })}
              >
                {t('moderation.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </StudioPage>
  );
}
