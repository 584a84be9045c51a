import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuestionType } from '@studovna/core/contract';
import { useState } from 'react';
import { Button } from '../../components/button';
import { LoadingState } from '../../components/spinner';
import { useApi } from '../../lib/api';
import { formatDateTime } from '../common/studio-format';
import { useStudioT, type StudioKey, type StudioT } from '../i18n/studio-i18n';
import { StudioProblem } from '../shell/studio-problem';
import { plainText } from './plain-text';
import { questionAuditQuery } from './question-queries';
import { questionTypeLabel } from './question-type-label';
import styles from './question-editor.module.css';

const PAGE = 20;

/** A value of a change as text: lists joined, objects as JSON, nothing as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

/** A field's value as an author reads it: the type by its name, options with the right ones marked. */
function shownAs(t: StudioT, field: string, value: unknown): string {
  if (field === 'type' && typeof value === 'string') return questionTypeLabel(t, value as QuestionType);
  if (field === 'options' && Array.isArray(value))
    return value
      .map((option: { title?: unknown; correct?: unknown }) =>
        option.correct === true
          ? `${plainText(String(option.title ?? ''))} (${t('questionEditor.correctShort')})`
          : plainText(String(option.title ?? '')),
      )
      .join('; ');
  if (field === 'quiz_id') return value === null ? t('questionAudit.unassigned') : `#${shown(value)}`;
  return shown(value);
}

const FIELD_LABELS: Record<string, StudioKey> = {
  type: 'questionEditor.type',
  title: 'questionEditor.title',
  content: 'questionEditor.content',
  hint: 'questionEditor.hint',
  explanation: 'questionEditor.explanation',
  mark: 'questionEditor.mark',
  tags: 'questionEditor.tags',
  difficulty: 'questionEditor.difficulty',
  options: 'questionEditor.options',
  ordered: 'questionEditor.items',
  text: 'questionEditor.blanksText',
  blanks: 'questionEditor.blanks',
  answer: 'questionEditor.statementIs',
  quiz: 'questionEditor.usedIn',
  quiz_id: 'questionEditor.usedIn',
};

/** Who changed the question, when, and each field from → to; newest first, paged. */
export function QuestionAudit({ id }: { id: number }) {
  const t = useStudioT();
  const api = useApi();
  const [page, setPage] = useState(1);
  const audit = useQuery({ ...questionAuditQuery(api, id, page), placeholderData: keepPreviousData });
  const label = (field: string) => (FIELD_LABELS[field] ? t(FIELD_LABELS[field]) : field);
  const action = (name: string) =>
    ['create', 'update', 'delete', 'archive'].includes(name) ? t(`questionAudit.${name}` as StudioKey) : name;
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / PAGE));
  return (
    <section className={styles.audit} aria-labelledby="question-audit">
      <h2 id="question-audit" className={styles.sectionTitle}>
        {t('questionAudit.title')}
      </h2>
      {audit.isPending ? (
        <LoadingState />
      ) : audit.isError ? (
        <StudioProblem onRetry={() => void audit.refetch()} />
      ) : audit.data.entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <ol className={styles.auditList}>
          {audit.data.entries.map((entry) => (
            <li key={entry.id} className={styles.auditEntry}>
              <p className={styles.auditWho}>
                <strong>{entry.who.name}</strong> · {action(entry.action)} ·{' '}
                <time dateTime={entry.at}>{formatDateTime(entry.at, t.language)}</time>
              </p>
              {Object.keys(entry.changes).length ? (
                <table className={styles.changes}>
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.field')}</th>
                      <th scope="col">{t('audit.from')}</th>
                      <th scope="col">{t('audit.to')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {Object.entries(entry.changes).map(([field, change]) => (
                      <tr key={field}>
                        <th scope="row">{label(field)}</th>
                        <td>{shownAs(t, field, change.from)}</td>
                        <td>{shownAs(t, field, change.to)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('audit.pages')}>
          <Button variant="secondary" small disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('audit.newer')}
          </Button>
          <Button variant="secondary" small disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('audit.older')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
