import { z } from 'zod/mini';
import { idParams } from '../common';
import { defineEndpoint, NAMESPACES } from '../endpoint';
import { entityId } from '../fields';
import { authorText, studioAnswer } from './studio-fields';

const family = z.enum(['osp', 'zsv', 'tsp']);

/** A study-plan product as the team edits it (issue 22 point 7). */
export const studioPlanSchema = z.object({
  id: entityId,
  slug: z.string(),
  family,
  name: z.string(),
  period_unit: z.enum(['DAY', 'WEEK', 'MONTH']),
  period_count: z.number(),
  /** Whole Czech crowns; what a new purchase pays. Orders and running plans keep what they paid. */
  price: z.number(),
  /** On sale in the app and on the website. */
  active: z.boolean(),
  /** Plans of this product ever bought or granted: its length is then fixed. */
  sold: z.number(),
  /** Of those, running now. */
  running: z.number(),
});
export type StudioPlan = z.infer<typeof studioPlanSchema>;

/** A family's plans with what describes them: the bullets counted from the content, and the team's own. */
export const studioPlanFamilySchema = z.object({
  family,
  name: z.string(),
  /** Counted from the family's published content each time (decision 0020); not editable. */
  counted_bullets: z.array(z.string()),
  /** The team's own lines, shown after the counted ones. */
  bullets: z.array(z.string()),
  plans: z.array(studioPlanSchema),
});
export type StudioPlanFamily = z.infer<typeof studioPlanFamilySchema>;

export const studioPlansSchema = z.object({ families: z.array(studioPlanFamilySchema) });
export type StudioPlans = z.infer<typeof studioPlansSchema>;

const planFields = {
  name: authorText(500),
  period_unit: authorText(10),
  period_count: z.number(),
  price: z.number(),
  active: z.boolean(),
};

export const listPlans = defineEndpoint({
  name: 'studio.plans.list',
  method: 'GET',
  path: `${NAMESPACES.studio}/plans`,
  auth: 'studio',
  summary:
    'Every study plan, on sale or not, by family, with the bullets that describe each family (administrators).',
  response: studioPlansSchema,
});

export const createPlan = defineEndpoint({
  name: 'studio.plans.create',
  method: 'POST',
  path: `${NAMESPACES.studio}/plans`,
  auth: 'studio',
  summary:
    'Adds a plan to a family for a length not sold yet (administrators). Wrong fields answer 400 `studio_invalid` with `data.fields`.',
  body: z.object({ family: authorText(10), ...planFields }),
  response: studioAnswer(studioPlansSchema),
});

export const updatePlan = defineEndpoint({
  name: 'studio.plans.update',
  method: 'POST',
  path: `${NAMESPACES.studio}/plans/:id`,
  auth: 'studio',
  summary:
    'Changes a plan’s name, price, length (only while nobody has bought it) or whether it is on sale (administrators). A new price applies to new purchases only.',
  params: idParams,
  body: z.object(planFields),
  response: studioAnswer(studioPlansSchema),
});

export const saveBullets = defineEndpoint({
  name: 'studio.plans.bullets',
  method: 'POST',
  path: `${NAMESPACES.studio}/plans/bullets`,
  auth: 'studio',
  summary:
    'Sets the team’s own bullets of a family (at most six lines), shown after the counted ones (administrators).',
  body: z.object({ family: authorText(10), bullets: z.array(authorText(500)).check(z.maxLength(50)) }),
  response: studioAnswer(studioPlansSchema),
});
