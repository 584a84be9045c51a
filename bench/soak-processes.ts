// Sampling the server's processes during the soak: the resident set of the primary and of each worker
// (/proc), each worker's heap from the primary's metrics page, and the machine's load.
import { readFileSync } from 'node:fs';
import { serverChildrenOf } from '../server/test/server-process';
import { loadavg } from 'node:os';
import type { ProcessSeries } from './soak-memory';

/** VmRSS of a process in bytes, or null once it has gone. */
export function residentBytes(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/** `name{worker="N"} value` of a Prometheus page, by worker. */
export function byWorker(page: string, name: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const match of page.matchAll(new RegExp(`^${name}\\{worker="(\\d+)"\\} (\\S+)$`, 'gm')))
    out.set(match[1]!, Number(match[2]));
  return out;
}

export interface ServerSamples {
  /** The primary, then each worker in the order it was first seen. */
  rss: ProcessSeries[];
  /** Heap used of each worker (by its cluster id), from the primary's metrics page. */
  heap: ProcessSeries[];
  /** The machine's one-minute load average at each sample. */
  load: number[];
  /** Scrapes of the metrics page that did not answer 200. */
  scrapeFailures: string[];
  scrapes: number;
}

/**
 * Samples every `everyMs` from now until `stop()`: the primary `primaryPid` and its server children, and
 * `metricsUrl`. Times are seconds since `began` (performance.now()).
 */
export function sampleServer(primaryPid: number, metricsUrl: string, everyMs: number, began: number) {
  const samples: ServerSamples = { rss: [], heap: [], load: [], scrapeFailures: [], scrapes: 0 };
  const rssOf = new Map<number, ProcessSeries>();
  const heapOf = new Map<string, ProcessSeries>();

  const take = async () => {
    const at = (performance.now() - began) / 1000;
    samples.load.push(loadavg()[0]!);
    for (const pid of [primaryPid, ...serverChildrenOf(primaryPid)]) {
      const bytes = residentBytes(pid);
      if (bytes === null) continue;
      let series = rssOf.get(pid);
      if (!series) {
        series = { name: pid === primaryPid ? 'primary' : `worker ${rssOf.size}`, pid, samples: [] };
        rssOf.set(pid, series);
        samples.rss.push(series);
      }
      series.samples.push({ at, bytes });
    }
    samples.scrapes++;
    try {
      const res = await fetch(metricsUrl, { signal: AbortSignal.timeout(10_000) });
      const page = await res.text();
      if (!res.ok) throw new Error(`${res.status} ${page.slice(0, 200)}`);
      for (const [worker, bytes] of byWorker(page, 'nodejs_heap_size_used_bytes')) {
        let series = heapOf.get(worker);
        if (!series) {
          series = { name: `worker ${worker} (cluster id)`, pid: 0, samples: [] };
          heapOf.set(worker, series);
        }
        series.samples.push({ at, bytes });
      }
    } catch (error) {
      samples.scrapeFailures.push(error instanceof Error ? error.message : String(error));
    }
  };

  let running = take();
  const timer = setInterval(() => {
    running = running.then(take);
  }, everyMs);
  return {
    /** One last sample, then the samples. */
    async stop(): Promise<ServerSamples> {
      clearInterval(timer);
      await running;
      await take();
      samples.heap = [...heapOf].sort(([a], [b]) => Number(a) - Number(b)).map(([, series]) => series);
      return samples;
    },
  };
}
