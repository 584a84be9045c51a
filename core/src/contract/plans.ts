import { z } from 'zod/mini';
import { cacheBuster } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';

const base = NAMESPACES.learnpress;

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
