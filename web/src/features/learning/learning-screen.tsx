import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { InfoIcon } from '../../components/icons';
import { StateMessage } from '../../components/state-message';
import { AssignmentScreen } from './assignment/assignment-screen';
import { LearningLayout } from './components/learning-layout';
import { LessonScreen } from './lesson/lesson-screen';
import { PRACTICE_PARAM } from './learning-params';
import { PreviewScreen } from './preview/preview-screen';
import { PracticeScreen } from './quiz/practice/practice-screen';
import { QuizScreen } from './quiz/quiz-screen';

interface LearningScreenProps {
  courseId: number;
  /** lp_lesson | lp_quiz | lp_assignment | lp_course_preview. */
  type: string;
  /** 0 when the address has none. */
  itemId: number;
}

/**
 * Learning (SPEC §2): a lesson, a quiz (or a practice run of its mistakes with `?procvicovani=1`), an
 * assignment, or the course preview with sample tasks; anything else says it is not available here.
 */
export function LearningScreen({ courseId, type, itemId }: LearningScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  if (type === 'lp_course_preview') return <PreviewScreen courseId={courseId} />;
  if (itemId && type === 'lp_lesson') return <LessonScreen courseId={courseId} lessonId={itemId} />;
  if (itemId && type === 'lp_quiz' && search.get(PRACTICE_PARAM) === '1')
    return <PracticeScreen courseId={courseId} quizId={itemId} />;
  if (itemId && type === 'lp_quiz') return <QuizScreen courseId={courseId} quizId={itemId} />;
  if (itemId && type === 'lp_assignment')
    return <AssignmentScreen courseId={courseId} assignmentId={itemId} />;
  return (
    <LearningLayout courseId={courseId}>
      <StateMessage icon={<InfoIcon size={32} />} tone="info" title={t('learning.unavailable')}>
        <ButtonLink to={`/kurzy/${courseId}`} variant="secondary">
          {t('learning.backToCourse')}
        </ButtonLink>
      </StateMessage>
    </LearningLayout>
  );
}
