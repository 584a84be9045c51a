import { z } from 'zod/mini';
import { cacheBuster, idParam, text } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';
import { planSchema } from './plans';
import { capsMap } from './fields';

/** The caller's study plans, and the premium codes a store purchase adds or removes. */

const base = NAMESPACES.learnpress;

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
