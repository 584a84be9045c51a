/**
 * SPEC §6: a category requires premium codes (meta.subscription); a learner must hold all of them.
 * Caps map a premium code to truthy; roles whose key contains "premium" mark active plans.
 */
export type Caps = Record<string, boolean | undefined>;

export const requiredPremiums = (subscription: readonly string[] | undefined): string[] => [
  ...new Set((subscription ?? []).filter(Boolean)),
];

/** True when nothing is required or every required code is held. */
export function holdsAllPremiums(caps: Caps, subscription: readonly string[] | undefined): boolean {
  return requiredPremiums(subscription).every((code) => caps[code] === true);
}

/** The category header's 'active plan' badge: something is required and all of it is held. */
export function showsActivePlanBadge(caps: Caps, subscription: readonly string[] | undefined): boolean {
  return requiredPremiums(subscription).length > 0 && holdsAllPremiums(caps, subscription);
}

export const isPremiumRole = (role: string): boolean => role.includes('premium');

export const premiumRoles = (roles: Record<string, unknown>): string[] =>
  Object.keys(roles).filter(isPremiumRole);

/** The caps of a learner's roles (SPEC §3): premium code → true for each premium role held. */
export function capsOf(roles: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(
    roles.filter((r) => r.startsWith('premium_')).map((r) => [r.slice('premium_'.length), true]),
  );
}
