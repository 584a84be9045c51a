import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Study plans (SPEC §2) — being built. */
export function StudyPlansScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholder.studyPlans')} />;
}
