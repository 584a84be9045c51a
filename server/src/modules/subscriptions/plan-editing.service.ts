import type { Locale } from '@studovna/core';
import type { StudioPlans } from '@studovna/core/contract/studio';
import {
  FAMILY_NAMES,
  PLAN_FAMILIES,
  isPlanFamily,
  planBullets,
  type PeriodUnit,
  type PlanFamily,
} from '@studovna/core/domain';
import {
  mayEditCatalogue,
  planBulletsProblems,
  planDraftProblems,
  studioMessage,
  type FieldProblem,
  type StudioMessageCode,
} from '@studovna/core/studio';
import type { Database, Queryable } from '../../db/database';
import { invalidFields, studioError } from '../../lib/studio-error';
import { changedFields, recordAuditEntry } from '../studio/audit-log.service';
import type { StudioUser } from '../studio/studio-user';
import { findPlanContent } from './plan-content.repository';
import {
  findAllPlansWithSales,
  findPlanOfLength,
  freePlanSlug,
  insertPlan,
  lockPlanWithSales,
  lockWrittenBullets,
  nextPlanSort,
  saveWrittenBullets,
  updatePlan,
  type PlanChange,
} from './plans.repository';

/**
 * The study plans in the studio (issue 22 point 7, administrators): names, prices, lengths and sale of
 * each family's plans, and the team's own lines after the bullets counted from the content. A purchase
 * keeps what it paid and the length it was bought for: a checkout, an order and a subscription hold their
 * own amount and end, so a change here reaches only new purchases. A length that was sold stays fixed.
 */

function assertMayEdit(user: StudioUser) {
  if (!mayEditCatalogue(user.role)) throw studioError(403, 'studio_catalogue_only', 'studio.catalogueOnly');
}

export async function listStudioPlans(db: Queryable, user: StudioUser): Promise<StudioPlans> {
  assertMayEdit(user);
  const [plans, content] = await Promise.all([findAllPlansWithSales(db), findPlanContent(db)]);
  return {
    families: PLAN_FAMILIES.map((family) => ({
      family,
      name: FAMILY_NAMES[family],
      counted_bullets: planBullets(family, { ...content[family], written: [] }),
      bullets: [...(content[family].written ?? [])],
      plans: plans
        .filter((plan) => plan.family === family)
        .map(({ id, slug, name, period_unit, period_count, price, active, sold, running }) => ({
          id,
          slug,
          family,
          name,
          period_unit,
          period_count,
          price,
          active,
          sold,
          running,
        })),
    })),
  };
}

interface PlanBody {
  name: string;
  period_unit: string;
  period_count: number;
  price: number;
  active: boolean;
}

function checkedChange(family: string, body: PlanBody): PlanChange {
  const problems = planDraftProblems({
    family: family as PlanFamily,
    name: body.name,
    periodUnit: body.period_unit as PeriodUnit,
    periodCount: body.period_count,
    price: body.price,
    active: body.active,
  });
  if (problems.length > 0) throw invalidFields(problems);
  return {
    name: body.name.trim(),
    period_unit: body.period_unit as PeriodUnit,
    period_count: body.period_count,
    price: body.price,
    active: body.active,
  };
}

const lengthTaken = (): FieldProblem<StudioMessageCode>[] => [
  { path: 'period_count', code: 'studio.planExists' },
];

export async function createStudioPlan(
  db: Database,
  user: StudioUser,
  body: PlanBody & { family: string },
  locale: Locale,
) {
  assertMayEdit(user);
  const change = checkedChange(body.family, body);
  const family = body.family as PlanFamily;
  return db.transaction(async (tx) => {
    // the unique index (family, length) stops two at once; this says it on the field
    if (await findPlanOfLength(tx, { family, ...change }, null)) throw invalidFields(lengthTaken());
    const plan = await insertPlan(tx, {
      slug: await freePlanSlug(tx, `${family}-${change.period_count}-${change.period_unit.toLowerCase()}`),
      family,
      name: change.name,
      period_unit: change.period_unit,
      period_count: change.period_count,
      price: change.price,
      sort: await nextPlanSort(tx, family),
    });
    if (!change.active) await updatePlan(tx, plan.id, change);
    await recordAuditEntry(tx, {
      userId: user.id,
      entity: 'plan',
      entityId: plan.id,
      courseId: null,
      action: 'create',
      changes: changedFields({}, { family, ...change }),
    });
    return { message: studioMessage('studio.created', locale), data: await listStudioPlans(tx, user) };
  });
}

export async function updateStudioPlan(
  db: Database,
  user: StudioUser,
  id: number,
  body: PlanBody,
  locale: Locale,
) {
  assertMayEdit(user);
  return db.transaction(async (tx) => {
    const before = await lockPlanWithSales(tx, id);
    if (!before) throw studioError(404, 'studio_not_found', 'studio.notFound');
    const change = checkedChange(before.family, body);
    const lengthChanged =
      change.period_unit !== before.period_unit || change.period_count !== before.period_count;
    if (lengthChanged && before.sold > 0)
      throw invalidFields([{ path: 'period_count', code: 'studio.periodLocked' }]);
    if (lengthChanged && (await findPlanOfLength(tx, { family: before.family, ...change }, id)))
      throw invalidFields(lengthTaken());
    const changes = changedFields(
      {
        name: before.name,
        period_unit: before.period_unit,
        period_count: before.period_count,
        price: before.price,
        active: before.active,
      },
      change,
    );
    if (Object.keys(changes).length > 0) {
      await updatePlan(tx, id, change);
      await recordAuditEntry(tx, {
        userId: user.id,
        entity: 'plan',
        entityId: id,
        courseId: null,
        action: 'update',
        changes,
      });
    }
    return { message: studioMessage('studio.saved', locale), data: await listStudioPlans(tx, user) };
  });
}

export async function saveStudioBullets(
  db: Database,
  user: StudioUser,
  body: { family: string; bullets: string[] },
  locale: Locale,
) {
  assertMayEdit(user);
  if (!isPlanFamily(body.family)) throw invalidFields([{ path: 'family', code: 'studio.premiumInvalid' }]);
  const family = body.family;
  const bullets = body.bullets.map((bullet) => bullet.trim());
  const problems = planBulletsProblems(bullets);
  if (problems.length > 0) throw invalidFields(problems);
  return db.transaction(async (tx) => {
    const before = await lockWrittenBullets(tx, family);
    if (JSON.stringify(before) !== JSON.stringify(bullets)) {
      await saveWrittenBullets(tx, family, bullets);
      await recordAuditEntry(tx, {
        userId: user.id,
        entity: 'plan_family',
        entityId: PLAN_FAMILIES.indexOf(family) + 1,
        courseId: null,
        action: 'update',
        changes: { bullets: { from: before, to: bullets } },
      });
    }
    return { message: studioMessage('studio.saved', locale), data: await listStudioPlans(tx, user) };
  });
}
