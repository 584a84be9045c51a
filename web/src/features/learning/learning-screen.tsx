import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import { InfoIcon } from '../../components/icons';
import { StateMessage } from '../../components/state-message';
import { LearningLayout } from './components/learning-layout';
import { LessonScreen } from './lesson/lesson-screen';
import { QuizScreen } from './quiz/quiz-screen';

interface LearningScreenProps {
  courseId: number;
  /** lp_lesson | lp_quiz (others are not offered here yet). */
  type: string;
  /** 0 when the address has none. */
  itemId: number;
}

/** Learning (SPEC §2): a lesson or a quiz of a course; other items say they are not available here. */
export function LearningScreen({ courseId, type, itemId }: LearningScreenProps) {
  const { t } = useTranslation();
  if (itemId && type === 'lp_lesson') return <LessonScreen courseId={courseId} lessonId={itemId} />;
  if (itemId && type === 'lp_quiz') return <QuizScreen courseId={courseId} quizId={itemId} />;
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
