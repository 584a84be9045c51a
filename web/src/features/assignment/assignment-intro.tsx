import type { Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Assignment } from '@studovna/core/contract';
import { Button } from '../../components/button';
import { MathHtml } from '../../components/math-html';
import { useAssignmentTexts } from './assignment-texts';
import { FileList } from './file-list';
import { fileLimit } from './upload-rules';
import styles from './assignment.module.css';

interface AssignmentIntroProps {
  assignment: Assignment;
  busy: boolean;
  onStart: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Before the start (SPEC §2): how many files may be handed in, the time to complete it, the points
 * needed to pass, the overview and the attachments; then Start.
 */
export function AssignmentIntro({ assignment, busy, onStart, headingRef }: AssignmentIntroProps) {
  const { t } = useTranslation();
  const texts = useAssignmentTexts();
  const files = fileLimit(assignment.files_amount);
  return (
    <section className={styles.card} aria-labelledby="assignment-intro-title">
      <h2 id="assignment-intro-title" ref={headingRef} tabIndex={-1}>
        {t('assignment.intro.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('assignment.intro.files')}</dt>
          <dd>
            {files > 0 ? t('assignment.intro.filesCount', { count: files }) : t('assignment.intro.noFiles')}
          </dd>
        </div>
        <div>
          <dt>{t('assignment.intro.duration')}</dt>
          <dd>{texts.duration(assignment.duration)}</dd>
        </div>
        <div>
          <dt>{t('assignment.intro.passingGrade')}</dt>
          <dd>{texts.points(assignment.passing_grade)}</dd>
        </div>
      </dl>
      {assignment.introdution ? <MathHtml html={assignment.introdution} className={styles.prose} /> : null}
      {assignment.attachments.length ? (
        <div className={styles.group}>
          <h3>{t('assignment.attachments')}</h3>
          <FileList
            label={t('assignment.attachments')}
            files={assignment.attachments.map((file) => ({
              key: String(file.id),
              name: file.name,
              size: file.size,
              url: file.url,
            }))}
          />
        </div>
      ) : null}
      {assignment.duration.time > 0 ? <p className={styles.note}>{t('assignment.intro.timedNote')}</p> : null}
      <Button block disabled={busy} onClick={onStart}>
        {busy ? t('assignment.starting') : t('assignment.start')}
      </Button>
    </section>
  );
}
