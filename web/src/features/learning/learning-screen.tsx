import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Learning: lesson, quiz, assignment (SPEC §2) — being built. */
export function LearningScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholder.learning')} />;
}
