/**
 * Study plans (SPEC §1, §4): one product per test family, bought for a period of days, weeks or
 * months; a plan grants the family's premium code until its period ends. One plan at a time.
 */

export const PLAN_FAMILIES = ['osp', 'zsv', 'tsp'] as const;
export type PlanFamily = (typeof PLAN_FAMILIES)[number];

export const PERIOD_UNITS = ['DAY', 'WEEK', 'MONTH'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

export const isPlanFamily = (value: string): value is PlanFamily =>
  (PLAN_FAMILIES as readonly string[]).includes(value);

/** The premium role a family's plan grants (its key contains "premium", SPEC §3). */
export const premiumRoleOf = (family: PlanFamily): string => `premium_${family}`;

/**
 * The end of a period that starts at `start`. Months are calendar months; a day that the target
 * month lacks falls on its last day (31 January + 1 month = 28/29 February), as the stores do.
 */
export function periodEnd(start: Date, unit: PeriodUnit, count: number): Date {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('period count must be a positive integer');
  const end = new Date(start.getTime());
  if (unit === 'DAY') end.setUTCDate(end.getUTCDate() + count);
  else if (unit === 'WEEK') end.setUTCDate(end.getUTCDate() + 7 * count);
  else {
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + count);
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, lastDay));
  }
  return end;
}

/** A subscription counts from its start until (not including) its expiry, unless ended earlier. */
export function isSubscriptionActive(
  sub: { starts_at: Date; expires_at: Date; ended_at?: Date | null },
  now: Date,
): boolean {
  return (
    !sub.ended_at && sub.starts_at.getTime() <= now.getTime() && now.getTime() < sub.expires_at.getTime()
  );
}

/**
 * SPEC §1 product ids: `….{product}` on Android, `….{product}.premium` on iOS, where the product is
 * the family (`cz.studovna.osp`, `cz.studovna.osp.premium`). Answers the family, or null for an
 * unknown product (the purchase record's UNKNOWN_SUBSCRIPTION).
 */
export function familyOfProductId(productId: string): PlanFamily | null {
  const parts = productId.trim().toLowerCase().split('.');
  if (parts.at(-1) === 'premium') parts.pop();
  const product = parts.at(-1) ?? '';
  return parts.length >= 2 && isPlanFamily(product) ? product : null;
}

export const productIdOf = (family: PlanFamily, platform: 'android' | 'ios'): string =>
  platform === 'ios' ? `cz.studovna.${family}.premium` : `cz.studovna.${family}`;

/** The names of the test families, as the website and the app show them. */
export const FAMILY_NAMES: Record<PlanFamily, string> = {
  osp: 'OSP – Obecné studijní předpoklady',
  zsv: 'ZSV – Základy společenských věd',
  tsp: 'TSP – Test studijních předpokladů',
};

/** What a family's courses hold, as the plans describe it. */
export interface PlanContent {
  /** Questions in the quizzes of the family's published courses. */
  questions: number;
  /** Videos in them: lessons with a video, questions whose hint is a video. */
  videos: number;
  /** What the team wrote of the family in the studio, shown after the counted bullets. */
  written?: readonly string[];
}

/** The Czech form of a count: 1, 2–4, otherwise (0, 5 and more). */
export const czechCount = (n: number, one: string, few: string, many: string): string =>
  `${n} ${n === 1 ? one : n >= 2 && n <= 4 ? few : many}`;

/**
 * How many tasks, said truthfully: the number itself while it is small or round, otherwise the round
 * number below it („Přes 150 vyřešených úloh").
 */
function taskCount(n: number): string {
  const step = n < 20 ? 1 : n < 100 ? 10 : n < 1000 ? 50 : 100;
  const round = Math.floor(n / step) * step;
  if (round < n) return `Přes ${round} vyřešených úloh`;
  return czechCount(n, 'vyřešená úloha', 'vyřešené úlohy', 'vyřešených úloh');
}

/**
 * SPEC §1 and decision 0020: a family's plan is described by what its content really holds — the number
 * of solved tasks, tests with evaluation and percentile (while there are any), sync with the web, and
 * videos only when the content has some.
 */
export function planBullets(family: PlanFamily, content: PlanContent): string[] {
  const subjects: Record<PlanFamily, string> = {
    osp: 'verbální a analytické části OSP',
    zsv: 'filozofie, ekonomie a dalších oborů ZSV',
    tsp: 'verbálního i analytického myšlení TSP',
  };
  return [
    ...(content.questions > 0
      ? [`${taskCount(content.questions)} z ${subjects[family]}`, 'Testy s vyhodnocením a percentilem']
      : []),
    'Synchronizace s webovým rozhraním',
    ...(content.videos > 0
      ? [`${czechCount(content.videos, 'video', 'videa', 'videí')} s výkladem a řešením úloh`]
      : []),
    ...(content.written ?? []),
  ];
}
