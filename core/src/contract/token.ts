import { z } from 'zod/mini';
import { text } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';

const base = NAMESPACES.learnpress;

/** The longest username or e-mail a login or registration accepts (an e-mail address's limit). */
export const USERNAME_MAX_LENGTH = 254;

/** Username (or e-mail at login), capped before any lookup; the error names a message code. */
const username = text.check(z.maxLength(USERNAME_MAX_LENGTH, { error: 'login.usernameTooLong' }));

/** Answer of a successful login or registration (LearnPress JWT plugin shape). */
export const tokenResponse = z.object({
  token: z.string(),
  user_id: z.number().check(z.int(), z.positive()),
  user_login: z.string(),
  user_email: z.string(),
  user_display_name: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const login = defineEndpoint({
  name: 'token.create',
  method: 'POST',
  path: `${base}/token`,
  auth: 'none',
  summary:
    'Log in with username or e-mail and password. Failures answer 403 with a code containing incorrect_password or invalid_username; too many attempts answer 429.',
  body: z.object({ username, password: text }),
  response: tokenResponse,
});

export const register = defineEndpoint({
  name: 'token.register',
  method: 'POST',
  path: `${base}/token/register`,
  auth: 'none',
  summary: 'Create a learner account (SPEC §5 register rules) and log it in.',
  body: z.object({
    username,
    email: text,
    password: text,
    confirm_password: text,
  }),
  response: z.extend(tokenResponse, { message: z.string() }),
});
