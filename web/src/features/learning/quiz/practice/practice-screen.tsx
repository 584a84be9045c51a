import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../../components/icons';
import { StateMessage } from '../../../../components/state-message';
import { LearningLayout } from '../../components/learning-layout';

/** Not built yet: says so. */
export function PracticeScreen({ courseId }: { courseId: number; quizId: number }) {
  const { t } = useTranslation();
  return (
    <LearningLayout courseId={courseId}>
      <StateMessage icon={<InfoIcon size={32} />} tone="info" title={t('learning.unavailable')} />
    </LearningLayout>
  );
}
