// What the soak's learners saw, call by call: how many, how many failed (with what they said), how long.

export interface CallFigures {
  name: string;
  count: number;
  errors: number;
  /** Milliseconds, over every call of the name (failed ones too). */
  p50: number;
  p99: number;
  /** Up to five different failures, each with how often it came. */
  failures: { what: string; times: number }[];
}

/** Nearest-rank percentile of sorted numbers (`p` in 0–1); 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1]!;
}

const DIFFERENT_FAILURES = 5;

export function createCallLog() {
  const calls = new Map<string, { ms: number[]; errors: number; failures: Map<string, number> }>();
  const entry = (name: string) => {
    let call = calls.get(name);
    if (!call) calls.set(name, (call = { ms: [], errors: 0, failures: new Map() }));
    return call;
  };
  return {
    ok(name: string, ms: number): void {
      entry(name).ms.push(ms);
    },
    failed(name: string, ms: number, what: string): void {
      const call = entry(name);
      call.ms.push(ms);
      call.errors++;
      if (call.failures.has(what) || call.failures.size < DIFFERENT_FAILURES)
        call.failures.set(what, (call.failures.get(what) ?? 0) + 1);
    },
    /** Every call name in the order it was first made. */
    figures(): CallFigures[] {
      return [...calls].map(([name, call]) => {
        const sorted = [...call.ms].sort((a, b) => a - b);
        return {
          name,
          count: sorted.length,
          errors: call.errors,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          failures: [...call.failures].map(([what, times]) => ({ what, times })),
        };
      });
    },
  };
}

export type CallLog = ReturnType<typeof createCallLog>;
