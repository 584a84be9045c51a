/** Time spent as the server writes it ("H:MM:SS"), in its parts; null when it is not in that form. */
export interface TimeSpent {
  hours: number;
  minutes: number;
  seconds: number;
}

export function parseTimeSpent(value: string): TimeSpent | null {
  const match = /^(\d+):([0-5]\d):([0-5]\d)$/.exec(value.trim());
  if (!match) return null;
  return { hours: Number(match[1]), minutes: Number(match[2]), seconds: Number(match[3]) };
}

/** The same as an ISO 8601 duration, for `<time dateTime>` (e.g. PT4M12S). */
export function isoDuration({ hours, minutes, seconds }: TimeSpent): string {
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  return `PT${parts || '0S'}`;
}

/** The parts worth saying: "1 h 5 min", "4 min 12 s", "40 s" (zero parts left out, at least seconds). */
export function timeSpentParts({ hours, minutes, seconds }: TimeSpent) {
  const parts: { unit: 'hours' | 'minutes' | 'seconds'; count: number }[] = [];
  if (hours) parts.push({ unit: 'hours', count: hours });
  if (minutes) parts.push({ unit: 'minutes', count: minutes });
  if (seconds || !parts.length) parts.push({ unit: 'seconds', count: seconds });
  return parts;
}
