import { tokenApi } from '@studovna/core/contract/routes';
import type { ApiClient } from '../../../lib/api';

export interface Credentials {
  username: string;
  password: string;
}

/** POST /token — SPEC §5: the username is sent trimmed; the password exactly as typed. */
export const requestToken = (api: ApiClient, { username, password }: Credentials) =>
  api.call(tokenApi.login, { body: { username: username.trim(), password } });
