import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ScreenLayout } from '../../../components/screen-layout';
import styles from './learning-layout.module.css';

interface LearningLayoutProps {
  courseId: number;
  /** The course name (from the item's `assigned.course`), once known. */
  courseName?: string;
  /** The lesson's or quiz's title, the screen's h1; 'Studium' until known. */
  title?: string;
  children: ReactNode;
}

/** The learning screen's header (SPEC §2): the course name, back to the course, the item's title. */
export function LearningLayout({ courseId, courseName, title, children }: LearningLayoutProps) {
  const { t } = useTranslation();
  return (
    <ScreenLayout
      title={title || t('learning.title')}
      back={`/kurzy/${courseId}`}
      top={
        courseName ? (
          <p className={styles.course}>
            <span className="visually-hidden">{t('learning.course')} </span>
            {courseName}
          </p>
        ) : null
      }
    >
      {children}
    </ScreenLayout>
  );
}
