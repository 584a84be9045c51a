import type { PeriodUnit } from '@studovna/core/domain';

const DATE_TIME = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/Prague',
});

/** A moment as Czech readers write it, in Czech time: "5. 3. 2027 14:05". */
export const formatCzechDateTime = (at: Date): string => DATE_TIME.format(at);

const UNIT_FORMS: Record<PeriodUnit, [one: string, few: string, many: string]> = {
  DAY: ['den', 'dny', 'dní'],
  WEEK: ['týden', 'týdny', 'týdnů'],
  MONTH: ['měsíc', 'měsíce', 'měsíců'],
};

/** A plan's period with the Czech plural: "1 den", "3 měsíce", "6 měsíců". */
export function periodLabel(unit: PeriodUnit, count: number): string {
  const [one, few, many] = UNIT_FORMS[unit];
  const form = count === 1 ? one : count >= 2 && count <= 4 ? few : many;
  return `${count} ${form}`;
}
