import { DAY_MS } from '@studovna/core/domain';

export const planDateFormat = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** Whole days until the plan ends, a started day counting as one; 0 once it has ended. */
export const daysLeft = (expiresAt: string, now: number): number =>
  Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / DAY_MS));
