import { z } from 'zod/mini';
import { actionResponse, cacheBuster, idParam, idParams, text } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { capsMap } from './fields';

const base = NAMESPACES.learnpress;

/** Role names; keys containing "premium" mark active study plans (SPEC §3). */
export const rolesMap = z.record(z.string(), z.object({ name: z.string() }));

export const userSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  /** Display name. */
  name: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  nickname: z.string(),
  /** The bio. */
  description: z.string(),
  avatar_url: z.string(),
  roles: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const listUsers = defineEndpoint({
  name: 'users.list',
  method: 'GET',
  path: `${base}/users`,
  auth: 'required',
  summary: 'Users the caller may see: only the caller.',
  query: z.object({ v: cacheBuster }),
  response: z.array(userSchema),
});

export const getUser = defineEndpoint({
  name: 'users.get',
  method: 'GET',
  path: `${base}/users/:id`,
  auth: 'required',
  summary: 'One user; only the caller themself (another id answers 403).',
  params: idParams,
  query: z.object({ v: cacheBuster }),
  response: userSchema,
});

export const updateUser = defineEndpoint({
  name: 'users.update',
  method: 'POST',
  path: `${base}/users/:id`,
  auth: 'required',
  summary:
    'Update the caller’s profile (multipart: first_name, last_name, nickname, description, optional lp_avatar_file image).',
  params: idParams,
  multipart: true,
  body: z.object({
    first_name: z.optional(text.check(z.maxLength(100))),
    last_name: z.optional(text.check(z.maxLength(100))),
    nickname: z.optional(text.check(z.maxLength(100))),
    description: z.optional(text.check(z.maxLength(2000))),
  }),
  response: userSchema,
});

export const userCapabilities = defineEndpoint({
  name: 'users.capabilities',
  method: 'GET',
  path: `${base}/users/user_capabilities`,
  auth: 'required',
  summary: 'Premium capabilities and roles of the caller (SPEC §3 caps and roles maps).',
  query: z.object({ id: z.optional(idParam), v: cacheBuster }),
  response: z.object({ caps: capsMap, roles: rolesMap }),
});

export const resetPassword = defineEndpoint({
  name: 'users.resetPassword',
  method: 'POST',
  path: `${base}/users/reset-password`,
  auth: 'none',
  summary: 'Send a single-use password-reset link to the account’s e-mail.',
  body: z.object({ user_login: text }),
  response: z.object({ code: z.literal('success'), message: z.string() }),
});

export const changePassword = defineEndpoint({
  name: 'users.changePassword',
  method: 'POST',
  path: `${base}/users/change-password`,
  auth: 'required',
  summary: 'Change the caller’s password; every earlier token stops working.',
  body: z.object({ old_password: text, new_password: text }),
  response: actionResponse(z.null()),
});

export const deleteAccount = defineEndpoint({
  name: 'users.delete',
  method: 'POST',
  path: `${base}/users/delete`,
  auth: 'required',
  summary: 'Delete the caller’s account and learning data; needs the password.',
  body: z.object({ id: idParam, password: text }),
  response: actionResponse(z.null()),
});
