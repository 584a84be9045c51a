import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Course list (SPEC §2) — being built; the selected category is already in the store. */
export function CourseListScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholder.courses')} />;
}
