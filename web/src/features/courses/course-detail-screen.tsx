import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../components/placeholder-screen';

/** Course detail (SPEC §2) — being built. */
export function CourseDetailScreen() {
  const { t } = useTranslation();
  return <PlaceholderScreen title={t('placeholder.courseDetail')} />;
}
