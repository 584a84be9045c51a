import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { fileSizeText } from '../../lib/file-size';
import type { Assignment } from '@studovna/core/contract';
import type { UploadRefusal } from './upload-rules';

const UNIT_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000 } as const;
type Unit = keyof typeof UNIT_MS;

const unitOf = (format: string): Unit | null => {
  const unit = format.toLowerCase().replace(/s$/, '');
  return unit in UNIT_MS ? (unit as Unit) : null;
};

/**
 * When a started assignment is due: the server's `deadline`, else its start plus its duration; null
 * when it has no time limit.
 */
export function assignmentDeadline({ duration, results }: Assignment): Date | null {
  if (results.deadline !== undefined) return results.deadline ? new Date(results.deadline) : null;
  const unit = unitOf(duration.format);
  if (!results.start_time || !unit || duration.time <= 0) return null;
  const start = Date.parse(results.start_time);
  return Number.isNaN(start) ? null : new Date(start + duration.time * UNIT_MS[unit]);
}

/** The words of an assignment's facts in the app's language: duration, points, sizes, dates, refusals. */
export function useAssignmentTexts() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'cs-CZ';
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const size = (bytes: number) => fileSizeText(bytes, locale);
    return {
      duration: ({ format, time: count }: Assignment['duration']) => {
        if (count <= 0) return t('assignment.duration.none');
        const unit = unitOf(format);
        return unit ? t(`assignment.duration.${unit}`, { count }) : `${count} ${format}`;
      },
      points: (count: number) => t('assignment.points', { count: Math.round(count * 100) / 100 }),
      number: (value: number) => points.format(Math.round(value * 100) / 100),
      size,
      dateTime: (date: Date) => dateTime.format(date),
      time: (date: Date) => time.format(date),
      refusal: (refusal: UploadRefusal, maxBytes: number) =>
        refusal.reason === 'tooMany'
          ? t('assignment.refuse.tooMany', { count: refusal.limit })
          : t(`assignment.refuse.${refusal.reason}`, { name: refusal.name, size: size(maxBytes) }),
    };
  }, [t, locale]);
}
