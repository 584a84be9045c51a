import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEntry, StudioCourse } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { LoadingState } from '../../components/spinner';
import { useApi } from '../../lib/api';
import { auditQuery } from '../api/studio-queries';
import { formatDateTime } from '../common/studio-format';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT, type StudioKey, type StudioT } from '../i18n/studio-i18n';
import styles from './course-audit.module.css';

const PAGE = 20;

/** A value of a change as text: long ones were abridged by the server, lists joined, nothing as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

interface SectionOrder {
  title: string;
  items: number[];
}
const isSectionOrder = (value: unknown): value is SectionOrder[] =>
  Array.isArray(value) &&
  value.every((one) => typeof one === 'object' && one !== null && 'title' in one && 'items' in one);

/** A value of a change: a curriculum as its sections with their items by title, anything else as text. */
function ChangeValue({ value, items }: { value: unknown; items: ReadonlyMap<number, string> }) {
  if (!isSectionOrder(value)) return <>{shown(value)}</>;
  return (
    <ol className={styles.sections}>
      {value.map((section, index) => (
        <li key={index}>
          <strong>{section.title}</strong>:{' '}
          {section.items.map((id) => items.get(id) ?? `#${id}`).join(', ') || '—'}
        </li>
      ))}
    </ol>
  );
}

/** A changed field by the label the editor gives it. */
function fieldLabel(t: StudioT, field: string): string {
  const labels: Record<string, StudioKey> = {
    title: 'courseForm.title',
    slug: 'courseForm.slug',
    excerpt: 'courseForm.excerpt',
    content: 'courseForm.content',
    category_ids: 'courseForm.categories',
    categories: 'courseForm.categories',
    price: 'courseForm.price',
    sale_price: 'courseForm.salePrice',
    duration: 'courseForm.duration',
    passing_condition: 'courseForm.passingCondition',
    retake_count: 'courseForm.retakeCount',
    status: 'courseForm.status',
    published_at: 'courseForm.publishedAt',
    author_id: 'courseForm.author',
    author: 'courseForm.author',
    image: 'image.title',
    curriculum: 'courseEditor.curriculum',
  };
  const key = labels[field];
  return key ? t(key) : field;
}

function actionLabel(t: StudioT, entry: AuditEntry): string {
  switch (entry.action) {
    case 'create':
      return t('audit.create');
    case 'update':
      return t('audit.update');
    case 'delete':
      return t('audit.delete');
    case 'order':
      return t('audit.order');
    case 'image':
      return t('audit.image');
    case 'curriculum':
      return t('audit.curriculum');
    default:
      return entry.action;
  }
}

function entityLabel(t: StudioT, entity: string): string {
  switch (entity) {
    case 'course':
      return t('audit.entityCourse');
    case 'section':
      return t('audit.entitySection');
    case 'item':
      return t('audit.entityItem');
    default:
      return entity;
  }
}

/** Who changed what in the course and when, newest first (`studio.courses.audit`). */
export function CourseAudit({ course }: { course: StudioCourse }) {
  const courseId = course.id;
  const t = useStudioT();
  const api = useApi();
  const [page, setPage] = useState(1);
  const audit = useQuery({ ...auditQuery(api, courseId, page), placeholderData: keepPreviousData });
  if (audit.isPending) return <LoadingState />;
  if (audit.isError) return <StudioProblem onRetry={() => void audit.refetch()} />;
  const { entries, total } = audit.data;
  const pages = Math.max(1, Math.ceil(total / PAGE));
  const items = new Map(
    course.sections.flatMap((section) => section.items.map((item) => [item.id, item.title] as const)),
  );
  if (entries.length === 0) return <p className={styles.empty}>{t('audit.empty')}</p>;
  return (
    <div className={styles.audit}>
      <ol className={styles.list}>
        {entries.map((entry) => {
          const changes = Object.entries(entry.changes);
          return (
            <li key={entry.id} className={styles.entry}>
              <p className={styles.head}>
                <strong>{entry.who.name}</strong> · {actionLabel(t, entry)} ({entityLabel(t, entry.entity)} #
                {entry.entity_id})
                <time dateTime={entry.at} className={styles.when}>
                  {formatDateTime(entry.at, t.language)}
                </time>
              </p>
              {changes.length > 0 ? (
                <table className={styles.changes}>
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.field')}</th>
                      <th scope="col">{t('audit.from')}</th>
                      <th scope="col">{t('audit.to')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {changes.map(([field, { from, to }]) => (
                      <tr key={field}>
                        <th scope="row">{fieldLabel(t, field)}</th>
                        <td>
                          <ChangeValue value={from} items={items} />
                        </td>
                        <td>
                          <ChangeValue value={to} items={items} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </li>
          );
        })}
      </ol>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('audit.pages')}>
          <Button variant="secondary" small disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('audit.newer')}
          </Button>
          <span>{t('courseList.page', { page, pages })}</span>
          <Button variant="secondary" small disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('audit.older')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
