import { useQueryClient } from '@tanstack/react-query';
import { studioCategoriesApi, type StudioCategory } from '@studovna/core/contract/studio';
import { useApi } from '../../lib/api';
import { studioKeys } from '../api/studio-keys';
import { CoverImage } from '../common/cover-image';
import { useStudioT } from '../i18n/studio-i18n';

/** The category's cover (`studio.categories.image`, administrators). */
export function CategoryImage({ category, mayEdit }: { category: StudioCategory; mayEdit: boolean }) {
  const t = useStudioT();
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <CoverImage
      title={t('image.categoryTitle')}
      image={category.image}
      mayEdit={mayEdit}
      upload={async (file) => {
        const result = await api.call(studioCategoriesApi.categoryImage, {
          params: { id: category.id },
          body: {},
          files: { file },
        });
        if (!result.ok) return result;
        void queryClient.invalidateQueries({ queryKey: studioKeys.categories() });
        return { ok: true, message: result.data.message };
      }}
    />
  );
}
