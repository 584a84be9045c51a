import type { BankQuestion } from '@studovna/core/contract/studio';
import { Link } from 'react-router';
import { formatDateTime } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './question-editor.module.css';

/** Where the question is used, its author, revision and how many learners answered it. */
export function QuestionAside({ question }: { question: BankQuestion }) {
  const t = useStudioT();
  return (
    <section className={styles.aside} aria-labelledby="question-used-in">
      <h2 id="question-used-in" className={styles.sectionTitle}>
        {t('questionEditor.usedIn')}
      </h2>
      {question.archived ? (
        <p className={styles.archived}>{t('questionEditor.archivedNote')}</p>
      ) : question.used_in ? (
        <p>
          <Link to={`/studio/kvizy/${question.used_in.quiz.id}`}>{question.used_in.quiz.title}</Link>
          {' · '}
          <Link to={`/studio/kurzy/${question.used_in.course.id}/osnova`}>
            {question.used_in.course.title}
          </Link>
        </p>
      ) : (
        <p>{t('questionEditor.unassigned')}</p>
      )}
      <dl className={styles.facts}>
        <dt>{t('questionEditor.author')}</dt>
        <dd>{question.author?.name ?? '—'}</dd>
        <dt>{t('questionEditor.revision')}</dt>
        <dd>{t('questionEditor.revisionOf', { revision: question.revision, kept: question.revisions })}</dd>
        <dt>{t('questionEditor.learners')}</dt>
        <dd>{question.learners}</dd>
        <dt>{t('questionEditor.updatedAt')}</dt>
        <dd>{formatDateTime(question.updated_at, t.language)}</dd>
      </dl>
    </section>
  );
}
