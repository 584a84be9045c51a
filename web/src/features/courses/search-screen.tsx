import { useTranslation } from '../../i18n/use-translation';
import { ScreenLayout } from '../../components/screen-layout';
import { CourseListView } from './course-list-view';

/** Search (SPEC §2): the course list in search mode — focused field, recent searches, results for a keyword. */
export function SearchScreen() {
  const { t } = useTranslation();
  return (
    <ScreenLayout title={t('search.title')} back>
      <CourseListView searchMode />
    </ScreenLayout>
  );
}
