import { z } from 'zod/mini';
import { actionResponse, cacheBuster, idParam, idParams, text } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';

const base = NAMESPACES.learnpress;

/** Role names; keys containing "premium" mark active study plans (SPEC §3). */
export const rolesMap = z.record(z.string(), z.object({ name: z.string() }));
/** Premium code → granted. */
export const capsMap = z.record(z.string(), z.boolean());

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

export const subscriptionCommand = z.object({
  code: text.check(z.minLength(1)),
  command: z.enum(['add', 'remove']),
});

export const updateSubscription = defineEndpoint({
  name: 'users.subscription',
  method: 'POST',
  path: `${base}/users/subscription`,
  auth: 'required',
  summary: 'Add or remove mapped premium codes after a purchase record; answers the new caps.',
  body: z.object({
    id: idParam,
    meta: z.optional(z.record(text, z.unknown())),
    subscriptions: z.array(subscriptionCommand).check(z.minLength(1)),
  }),
  response: z.object({
    caps: capsMap,
    data: z.object({ status: z.number().check(z.int()) }),
  }),
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

/** A study-plan product (SPEC §1): one test family for a period of days, weeks or months. */
export const planSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  slug: z.string(),
  /** The premium code the plan grants: osp, zsv or tsp. */
  family: z.enum(['osp', 'zsv', 'tsp']),
  name: z.string(),
  period_unit: z.enum(['DAY', 'WEEK', 'MONTH']),
  period_count: z.number().check(z.int(), z.positive()),
  price: z.number().check(z.int(), z.nonnegative()),
  price_rendered: z.string(),
  /** Store product ids: `….{family}` on Android, `….{family}.premium` on iOS. */
  product_id: z.string(),
  bullets: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const listPlans = defineEndpoint({
  name: 'plans.list',
  method: 'GET',
  path: `${base}/plans`,
  auth: 'optional',
  summary: 'The study plans on sale, by family and period.',
  query: z.object({ v: cacheBuster }),
  response: z.array(planSchema),
});

/** One bought plan of the caller. `active` until expires_at; `ended` when stopped before that. */
export const subscriptionSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  plan: planSchema,
  status: z.enum(['active', 'expired', 'ended']),
  source: z.enum(['web', 'android', 'ios', 'admin']),
  starts_at: z.string(),
  expires_at: z.string(),
  ended_at: z.nullable(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const listSubscriptions = defineEndpoint({
  name: 'users.subscriptions',
  method: 'GET',
  path: `${base}/users/subscriptions`,
  auth: 'required',
  summary: 'The caller’s study plans, newest first: the active one (at most one) and the past ones.',
  query: z.object({ v: cacheBuster }),
  response: z.array(subscriptionSchema),
});

export const createWebSession = defineEndpoint({
  name: 'users.webSession',
  method: 'POST',
  path: `${base}/users/web-session`,
  auth: 'required',
  summary:
    'A single-use address (valid 2 minutes) that signs the caller in on the website and opens the given page of it (the study plans page).',
  body: z.object({ path: z.enum(['/studijni-plany/']) }),
  response: z.object({ url: z.string(), expires_in: z.number().check(z.int(), z.positive()) }),
});
