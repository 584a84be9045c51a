import { useTranslation } from '../../../i18n/use-translation';
import { isoDuration, parseTimeSpent, timeSpentParts } from './time-spent';

/** Time spent ("H:MM:SS" from the server) in words: "4 min 12 s", in a `<time>`; other text as it is. */
export function TimeSpentText({ value }: { value: string }) {
  const { t } = useTranslation();
  const spent = parseTimeSpent(value);
  if (!spent) return <>{value}</>;
  const text = timeSpentParts(spent)
    .map(({ unit, count }) => t(`quiz.history.${unit}`, { count }))
    .join(' ');
  return <time dateTime={isoDuration(spent)}>{text}</time>;
}
