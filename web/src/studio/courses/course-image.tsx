import { useQueryClient } from '@tanstack/react-query';
import { studioCoursesApi, type StudioCourse } from '@studovna/core/contract/studio';
import { useApi } from '../../lib/api';
import { studioKeys } from '../api/studio-keys';
import { CoverImage } from '../common/cover-image';
import { useStudioT } from '../i18n/studio-i18n';

/** The course's cover (`studio.courses.image`). */
export function CourseImage({ course }: { course: StudioCourse }) {
  const t = useStudioT();
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <CoverImage
      title={t('image.title')}
      image={course.image}
      mayEdit={course.may_edit}
      upload={async (file) => {
        const result = await api.call(studioCoursesApi.courseImage, {
          params: { id: course.id },
          body: {},
          files: { file },
        });
        if (!result.ok) return result;
        queryClient.setQueryData(studioKeys.course(course.id), result.data.data);
        return { ok: true, message: result.data.message };
      }}
    />
  );
}
