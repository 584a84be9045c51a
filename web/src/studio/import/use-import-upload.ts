import { useUploadTarget } from '../api/use-upload-target';
import { uploadImport } from './import-upload';

/** The upload as this app sends it: to its site, with the signed-in author's token and language. */
export function useImportUpload() {
  const target = useUploadTarget();
  return ((endpoint, request, onProgress, signal) =>
    uploadImport(endpoint, target(), request, onProgress, signal)) as UploadFn;
}

type UploadFn = <E extends Parameters<typeof uploadImport>[0]>(
  endpoint: E,
  request: Parameters<typeof uploadImport>[2],
  onProgress: Parameters<typeof uploadImport>[3],
  signal?: AbortSignal,
) => ReturnType<typeof uploadImport<E>>;
