import { useCallback } from 'react';
import { studioLessonsApi } from '@studovna/core/contract/studio';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage } from '../api/field-errors';
import { useStudioT } from '../i18n/studio-i18n';

/** Uploads a picture for an author's text and answers its address, or null after saying why it failed. */
export function useUploadContentImage(): (file: File) => Promise<string | null> {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  return useCallback(
    async (file: File) => {
      const result = await api.call(studioLessonsApi.uploadImage, { body: {}, files: { file } });
      if (result.ok) return result.data.url;
      toast.show({ tone: 'error', message: failureMessage(result, t('editor.imageFailed')) });
      return null;
    },
    [api, t, toast],
  );
}
