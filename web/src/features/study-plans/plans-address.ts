import { isPlanFamily, type PlanFamily } from '@studovna/core/domain';

/** The first test family among the premium codes a screen passed (`requiredPremiums` route state). */
export function familyOfRouteState(state: unknown): PlanFamily | null {
  const required =
    state && typeof state === 'object' && 'requiredPremiums' in state ? state.requiredPremiums : undefined;
  if (!Array.isArray(required)) return null;
  return required.find((code): code is PlanFamily => typeof code === 'string' && isPlanFamily(code)) ?? null;
}

/** The plans page address, opened at the family's plans when one is known (`#osp`). */
export const withFamily = (url: string, family: PlanFamily | null): string =>
  family ? `${url.split('#')[0]}#${family}` : url;
