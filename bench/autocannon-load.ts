// One autocannon measurement: 50 connections, every response a 2xx (and, when given, the body verified).
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

export interface LoadRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /**
   * The bare route's req/s around this call: the mean of the ceiling measured just before and just
   * after it, when the run bracketed the call (`measureApi`'s `ceiling`).
   */
  ceilingRps?: number;
}

/** A call's req/s as a share of its own bracketing ceiling, else of the ceiling measured before its run. */
export const shareOfCeiling = (row: LoadRow, runCeiling: LoadRow | null): number | null => {
  const ceiling = row.ceilingRps ?? runCeiling?.rps;
  return ceiling ? row.rps / ceiling : null;
};

/** A request of a work queue: each is sent once, so every measured call does the real work. */
export interface Work {
  path: string;
  method: 'GET' | 'POST';
  token?: string;
  body?: unknown;
}

/** Why a 2xx body does not show the work was done (null when it does). */
export type Verify = (body: string) => string | null;

export async function measure(name: string, options: autocannon.Options, verify?: Verify): Promise<LoadRow> {
  const refused = new Map<string, number>();
  const requests = verify
    ? (options.requests ?? [{}]).map((r) => ({
        ...r,
        onResponse: (status: number, body: string) => {
          const why = status < 300 ? verify(body) : null;
          if (why) refused.set(why, (refused.get(why) ?? 0) + 1);
        },
      }))
    : options.requests;
  const started = performance.now();
  let answered = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        connections: CONNECTIONS,
        duration: SECONDS,
        // a slow answer is a figure (p99), not an error
        timeout: 60,
        ...options,
        ...(requests ? { requests } : {}),
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    run.on('response', () => {
      answered = performance.now();
    });
  });
  const wrong = [...refused].map(([why, n]) => `${n}× ${why}`).join(', ');
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || wrong)
    throw new Error(
      `${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts${wrong ? `, ${wrong}` : ''}`,
    );
  return {
    name,
    // the requests over the time from the start to the last answer: autocannon's own figures (a
    // per-second average, and its duration) end on its next whole-second tick, which made a queue of
    // 2,330 checks answered in 4.2 s read 466 req/s
    rps: result.requests.total / ((answered - started) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

/**
 * Sends each work item of `queue` once over 50 connections (a fixed amount, not a duration). Requests a
 * connection builds but never sends are held back from the amount, so no item is ever sent twice.
 */
export function measureQueue(name: string, url: string, queue: Work[], verify: Verify): Promise<LoadRow> {
  let next = 0;
  const amount = queue.length - 3 * CONNECTIONS;
  if (amount < 10 * CONNECTIONS) throw new Error(`${name}: only ${queue.length} work items`);
  return measure(
    name,
    {
      url,
      amount,
      requests: [
        {
          setupRequest: (req) => {
            const work = queue[Math.min(next++, queue.length - 1)]!;
            return {
              ...req,
              method: work.method,
              path: work.path,
              headers: {
                ...req.headers,
                'content-type': 'application/json',
                ...(work.token ? { authorization: `Bearer ${work.token}` } : {}),
              },
              ...(work.body === undefined ? {} : { body: JSON.stringify(work.body) }),
            };
          },
        },
      ],
    },
    verify,
  );
}

/** Work items of several lists taken in turn (one from each list, then the next round). */
export function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}
