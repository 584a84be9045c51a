import { tokenApi } from '@studovna/core/contract/routes';
import type { ApiClient } from '../../../lib/api';

export interface Registration {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** POST /token/register. */
export const registerAccount = (api: ApiClient, input: Registration) =>
  api.call(tokenApi.register, {
    body: {
      username: input.username.trim(),
      email: input.email.trim(),
      password: input.password,
      confirm_password: input.confirmPassword,
    },
  });
