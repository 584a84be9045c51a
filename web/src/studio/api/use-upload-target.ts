import { useConfig } from '../../lib/config-context';
import { useAppStoreApi } from '../../lib/store/app-store-context';
import type { UploadTarget } from './multipart-upload';

/** Where this app's uploads go, read when one starts: its site, the signed-in author's token and language. */
export function useUploadTarget(): () => UploadTarget {
  const config = useConfig();
  const store = useAppStoreApi();
  return () => {
    const state = store.getState();
    return { site: config.site, token: state.user.token, locale: state.app.locale };
  };
}
