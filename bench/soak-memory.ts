// Whether each server process's memory stayed flat over the soak: its resident set after the warm-up
// against the same at the end.

/** Seconds since the learners began, and a figure in bytes. */
export interface MemorySample {
  at: number;
  bytes: number;
}

export interface ProcessSeries {
  /** `primary`, `worker 1` … in the order the processes were first seen. */
  name: string;
  pid: number;
  samples: MemorySample[];
}

export interface MemoryFigures {
  name: string;
  pid: number;
  /** Median over the window just after the warm-up (20–30 % of the run); null without a sample there. */
  warm: number | null;
  /** Median over the last 10 % of the run; null without a sample there (the process had gone). */
  end: number | null;
  /** The largest sample after the warm-up. */
  peak: number | null;
  /** end / warm − 1. */
  growth: number | null;
  /** Grew by at most {@link MAX_GROWTH} after the warm-up, sampled in both windows. */
  flat: boolean;
}

/** The learners' first fifth of the run warms the processes up (caches, JIT, pools). */
export const WARM_UP_SHARE = 0.2;
/** Each window a median is taken over: a tenth of the run. */
const WINDOW_SHARE = 0.1;
/** A process may grow by a tenth after the warm-up. */
export const MAX_GROWTH = 0.1;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The figures of one process sampled over a run of `seconds`. */
export function memoryFigures(series: ProcessSeries, seconds: number): MemoryFigures {
  const warmFrom = seconds * WARM_UP_SHARE;
  const within = (from: number, to: number) =>
    series.samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.bytes);
  const warm = median(within(warmFrom, warmFrom + seconds * WINDOW_SHARE));
  const end = median(within(seconds * (1 - WINDOW_SHARE), Number.POSITIVE_INFINITY));
  const after = within(warmFrom, Number.POSITIVE_INFINITY);
  const growth = warm !== null && end !== null ? end / warm - 1 : null;
  return {
    name: series.name,
    pid: series.pid,
    warm,
    end,
    peak: after.length ? Math.max(...after) : null,
    growth,
    flat: growth !== null && growth <= MAX_GROWTH,
  };
}

/** What broke, one line a process: grown past the limit, or not sampled to the end. */
export function memoryBroken(figures: readonly MemoryFigures[]): string[] {
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  return figures.flatMap((f) => {
    if (f.flat) return [];
    if (f.warm === null || f.end === null)
      return [`${f.name} (pid ${f.pid}): not running through the whole run, its memory cannot be compared`];
    return [
      `${f.name} (pid ${f.pid}): memory grew ${(f.growth! * 100).toFixed(1)} % after the warm-up (${mb(f.warm)} → ${mb(f.end)}), more than ${MAX_GROWTH * 100} %`,
    ];
  });
}
