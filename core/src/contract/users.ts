import { z } from 'zod/mini';
import { actionResponse, cacheBuster, idParam, idParams, text } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { capsMap } from './fields';
import { THEMES } from './wire-values';

export { DEFAULT_THEME, THEMES, type Theme } from './wire-values';

/** The learner's flags: what they chose for the app (Settings), kept with the account so it follows them. */
export const learnerFlags = z.object({
  /** „Vzhled": light, dark, or the system's. */
  theme: z.enum(THEMES),
});
export type LearnerFlags = z.infer<typeof learnerFlags>;

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
  /** The learner's flags (the app applies them when the learner logs in). */
  flags: learnerFlags,
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

export const saveFlags = defineEndpoint({
  name: 'users.flags',
  method: 'POST',
  path: `${base}/users/flags`,
  auth: 'required',
  summary: 'Save the caller’s flags (those sent; the others stay) and answer all of them.',
  body: z.object({ theme: z.optional(z.enum(THEMES)) }),
  response: learnerFlags,
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
