import { studioPackagesApi } from '@studovna/core/contract/studio';
import { uploadMultipart, type UploadProgress } from '../api/multipart-upload';
import { useUploadTarget } from '../api/use-upload-target';

/** Sends a course package (multipart `file`) to be imported, reporting the upload's progress. */
export function usePackageUpload() {
  const target = useUploadTarget();
  return (file: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal) => {
    const form = new FormData();
    form.set('file', file, file.name);
    return uploadMultipart(studioPackagesApi.importPackage, target(), form, file.size, onProgress, signal);
  };
}
