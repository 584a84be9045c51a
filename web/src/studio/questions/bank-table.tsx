import type { BankQuestionRow } from '@studovna/core/contract/studio';
import { Link } from 'react-router';
import { LockIcon } from '../../components/icons';
import { useStudioT } from '../i18n/studio-i18n';
import { plainText } from './plain-text';
import { useTypeLabel } from './question-type-label';
import styles from './question-bank.module.css';

/** The bank's rows: title (opens the editor), type, topics, difficulty, where used, author. */
export function BankTable({ questions }: { questions: readonly BankQuestionRow[] }) {
  const t = useStudioT();
  const typeLabel = useTypeLabel();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('bank.colTitle')}</th>
            <th scope="col">{t('bank.colType')}</th>
            <th scope="col" className={styles.wide}>
              {t('bank.colTags')}
            </th>
            <th scope="col">{t('bank.colDifficulty')}</th>
            <th scope="col">{t('bank.colUsedIn')}</th>
            <th scope="col" className={styles.wide}>
              {t('bank.colAuthor')}
            </th>
          </tr>
        </thead>
        <tbody>
          {questions.map((question) => (
            <tr key={question.id} className={question.archived ? styles.archivedRow : undefined}>
              <th scope="row" className={styles.titleCell}>
                <Link to={`/studio/otazky/${question.id}`}>
                  {plainText(question.title) || `#${question.id}`}
                </Link>
                {question.archived ? <span className={styles.badge}>{t('bank.archived')}</span> : null}
                {question.no_explanation ? (
                  <span className={styles.badge}>{t('bank.noExplanationBadge')}</span>
                ) : null}
                {question.may_edit ? null : (
                  <span className={styles.readOnly}>
                    <LockIcon size={14} />
                    {t('bank.readOnly')}
                  </span>
                )}
              </th>
              <td className={styles.nowrap}>{typeLabel(question.type)}</td>
              <td className={styles.wide}>
                {question.tags.length ? (
                  <ul className={styles.tags} aria-label={t('bank.colTags')}>
                    {question.tags.map((tag) => (
                      <li key={tag}>{tag}</li>
                    ))}
                  </ul>
                ) : (
                  '—'
                )}
              </td>
              <td className={styles.nowrap}>
                {question.difficulty ? t(`difficulty.${question.difficulty}`) : '—'}
              </td>
              <td
                className={styles.usedIn}
                title={
                  question.used_in
                    ? `${question.used_in.quiz.title} · ${question.used_in.course.title}`
                    : undefined
                }
              >
                {question.used_in ? (
                  <>
                    <span>{question.used_in.quiz.title}</span>
                    <span className={styles.muted}>{question.used_in.course.title}</span>
                  </>
                ) : (
                  <span className={styles.muted}>{t('bank.inBank')}</span>
                )}
              </td>
              <td className={styles.wide}>{question.author?.name ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
