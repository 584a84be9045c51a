import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Section } from '@studovna/core/contract';
import type { ItemAccessInput } from '@studovna/core/domain';
import { LessonIcon, QuizIcon } from './detail-icons';
import { SectionItemsDialog, type ItemKind } from './section-items-dialog';
import styles from './curriculum.module.css';

/** Items a popup lists: Quiz → quizzes (and other practice), Theory → lessons. */
export const KIND_TYPES: Record<ItemKind, readonly string[]> = {
  quizzes: ['lp_quiz', 'lp_assignment', 'lp_course_preview'],
  theory: ['lp_lesson'],
};

const itemsOf = (section: Section, kind: ItemKind) =>
  section.items.filter((item) => KIND_TYPES[kind].includes(item.type));

interface CurriculumProps {
  courseId: number;
  sections: Section[];
  access: Omit<ItemAccessInput, 'preview' | 'locked'>;
  requiredPremiums: string[];
}

/** SPEC §2: the curriculum — each section with a Quiz and a Theory button opening its popup. */
export function Curriculum({ courseId, sections, access, requiredPremiums }: CurriculumProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ section: Section; kind: ItemKind } | null>(null);

  return (
    <>
      <ol className={styles.sections}>
        {sections.map((section, index) => {
          const quizzes = itemsOf(section, 'quizzes');
          const lessons = itemsOf(section, 'theory');
          const titleId = `section-${section.id}-title`;
          return (
            <li key={section.id} className={styles.section} aria-labelledby={titleId}>
              <div className={styles.head}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <div className={styles.text}>
                  <h3 id={titleId} className={styles.title}>
                    {section.title}
                  </h3>
                  {section.description ? <p className={styles.description}>{section.description}</p> : null}
                </div>
              </div>
              {section.percent !== undefined ? (
                <div className={styles.progress}>
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.fill} style={{ width: `${section.percent}%` }} />
                  </span>
                  <span className={styles.percent}>
                    {t('courseDetail.sectionDone', { percent: Math.round(section.percent) })}
                  </span>
                </div>
              ) : null}
              <div className={styles.buttons}>
                <button
                  type="button"
                  className={styles.kind}
                  disabled={quizzes.length === 0}
                  aria-haspopup="dialog"
                  aria-describedby={titleId}
                  onClick={() => setOpen({ section, kind: 'quizzes' })}
                >
                  <QuizIcon />
                  <span>{t('courseDetail.quizzes')}</span>{' '}
                  <span className={styles.count}>
                    <span className="visually-hidden">
                      {t('courseDetail.itemCount', { count: quizzes.length })}
                    </span>
                    <span aria-hidden="true">{quizzes.length}</span>
                  </span>
                </button>
                <button
                  type="button"
                  className={styles.kind}
                  disabled={lessons.length === 0}
                  aria-haspopup="dialog"
                  aria-describedby={titleId}
                  onClick={() => setOpen({ section, kind: 'theory' })}
                >
                  <LessonIcon />
                  <span>{t('courseDetail.theory')}</span>{' '}
                  <span className={styles.count}>
                    <span className="visually-hidden">
                      {t('courseDetail.itemCount', { count: lessons.length })}
                    </span>
                    <span aria-hidden="true">{lessons.length}</span>
                  </span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {open ? (
        <SectionItemsDialog
          courseId={courseId}
          section={open.section}
          kind={open.kind}
          items={itemsOf(open.section, open.kind)}
          access={access}
          requiredPremiums={requiredPremiums}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
