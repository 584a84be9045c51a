/** `list` with the entry at `from` moved to `to` (both clamped to the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const target = Math.max(0, Math.min(next.length - 1, to));
  if (from < 0 || from >= next.length || from === target) return next;
  const [entry] = next.splice(from, 1);
  next.splice(target, 0, entry!);
  return next;
}

/** Whether two lists hold the same keys in the same order. */
export const sameOrder = (a: readonly (string | number)[], b: readonly (string | number)[]): boolean =>
  a.length === b.length && a.every((key, index) => key === b[index]);
