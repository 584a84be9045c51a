import { useConfig } from '../../lib/config-context';
import { useAppStoreApi } from '../../lib/store/app-store-context';
import { uploadImport } from './import-upload';

/** The upload as this app sends it: to its site, with the signed-in author's token and language. */
export function useImportUpload() {
  const config = useConfig();
  const store = useAppStoreApi();
  return ((endpoint, request, onProgress, signal) => {
    const state = store.getState();
    return uploadImport(
      endpoint,
      { site: config.site, token: state.user.token, locale: state.app.locale },
      request,
      onProgress,
      signal,
    );
  }) as UploadFn;
}

type UploadFn = <E extends Parameters<typeof uploadImport>[0]>(
  endpoint: E,
  request: Parameters<typeof uploadImport>[2],
  onProgress: Parameters<typeof uploadImport>[3],
  signal?: AbortSignal,
) => ReturnType<typeof uploadImport<E>>;
