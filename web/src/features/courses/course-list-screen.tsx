import { useTranslation } from '../../i18n/use-translation';
import { ScreenLayout } from '../../components/screen-layout';
import { CourseListView } from './course-list-view';

/** Course list (SPEC §2 `kurzy`): the stored category preselected, everything else in the address. */
export function CourseListScreen() {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={t('courses.title')} back>
      <CourseListView />
    </ScreenLayout>
  );
}
