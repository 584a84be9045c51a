import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import type { AppStore } from '../../lib/store';
import { logout } from '../../lib/session/use-logout';
import { saveThemeWithAccount } from '../../lib/theme/choose-theme';
import { fetchCapabilities } from './fetch-capabilities';
import { fetchUser } from './api/fetch-user';
import { requestToken, type Credentials } from './api/request-token';

/** How a login attempt ended (SPEC §4 session, §8 auth errors). */
export type LoginOutcome =
  | { kind: 'success' }
  /**
   * A code containing incorrect_password or invalid_username: credential alert. `unknownUser` (the
   * invalid_username case) lets the alert offer registration beside the forgotten password.
   */
  | { kind: 'invalidCredentials'; message?: string; unknownUser: boolean }
  | { kind: 'tooManyAttempts'; message?: string }
  /** The team blocked the account (a code containing account_blocked): it says so, and why not to retry. */
  | { kind: 'blocked'; message?: string }
  /** The server was not reached. */
  | { kind: 'network' }
  /** Any other outcome, including a token whose user cannot be fetched. */
  | { kind: 'userNotFound' };

interface Deps {
  api: ApiClient;
  store: AppStore;
  queryClient: QueryClient;
  now?: () => number;
}

export interface LoginOptions {
  /**
   * The account was registered just now: it takes the device's flags (the theme the guest chose) instead of
   * giving its own, which are the defaults.
   */
  newAccount?: boolean;
}

/**
 * With a token already stored: fetch the user (absent → clear state) and the capabilities; the account's
 * flags (the theme) then apply on this device. Used after POST /token and after the third-party web login.
 */
export async function completeLogin(
  { api, store, queryClient, now = Date.now }: Deps,
  userId?: number,
  { newAccount = false }: LoginOptions = {},
): Promise<LoginOutcome> {
  const token = store.getState().user.token;
  const user = await fetchUser(api, userId);
  if (!user) {
    logout(store, queryClient);
    return { kind: 'userNotFound' };
  }
  const capabilities = await fetchCapabilities(api, user.id);
  // The session ended meanwhile (expired, or a 401 logged out): do not revive it with a user.
  if (store.getState().user.token !== token) return { kind: 'userNotFound' };
  if (capabilities) store.getState().setCapabilities(capabilities.caps, capabilities.roles, now());
  store.getState().setUser(user);
  const deviceTheme = store.getState().app.flags.theme;
  if (!newAccount) store.getState().setFlag('theme', user.flags.theme);
  else if (deviceTheme !== user.flags.theme) void saveThemeWithAccount(api, deviceTheme);
  return { kind: 'success' };
}

export async function runLogin(
  deps: Deps,
  credentials: Credentials,
  options: LoginOptions = {},
): Promise<LoginOutcome> {
  const result = await requestToken(deps.api, credentials);
  if (!result.ok) {
    const code = result.error.code ?? '';
    if (code.includes('incorrect_password') || code.includes('invalid_username')) {
      return {
        kind: 'invalidCredentials',
        message: result.error.message,
        unknownUser: code.includes('invalid_username'),
      };
    }
    if (code.includes('account_blocked')) return { kind: 'blocked', message: result.error.message };
    if (result.status === 429) return { kind: 'tooManyAttempts', message: result.error.message };
    if (result.status === 0) return { kind: 'network' };
    return { kind: 'userNotFound' };
  }
  deps.store.getState().setToken(result.data.token);
  return completeLogin(deps, result.data.user_id, options);
}
