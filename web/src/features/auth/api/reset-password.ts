import { usersApi } from '@studovna/core/contract/routes';
import type { ApiClient } from '../../../lib/api';

/** POST /users/reset-password {user_login: email}. */
export const resetPassword = (api: ApiClient, email: string) =>
  api.call(usersApi.resetPassword, { body: { user_login: email.trim() } });
