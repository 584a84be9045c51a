import type { Theme } from '@studovna/core/contract';
import { usersApi } from '@studovna/core/contract/routes';
import type { ApiClient } from '../api';
import { selectIsLoggedIn, type AppStore } from '../store';
import { sendAction } from '../sync/send-action';

/** Saves the theme with the learner's flags on the server (through the outbox: queued while offline). */
export const saveThemeWithAccount = (api: ApiClient, theme: Theme) =>
  sendAction(api, { endpoint: usersApi.saveFlags, request: { body: { theme } } });

/**
 * „Vzhled" in Settings: the theme shows at once and is kept in the store's flags on the device; a learner's is
 * also saved with their account, so it follows them to another device.
 */
export async function chooseTheme(api: ApiClient, store: AppStore, theme: Theme): Promise<void> {
  store.getState().setFlag('theme', theme);
  if (selectIsLoggedIn(store.getState())) await saveThemeWithAccount(api, theme);
}
