// The server's own word during the soak: its log lines at error level (pino's JSON, level ≥ 50) and what
// the processes wrote to stderr outside the log (a crash, the primary's news of a worker that stopped).

export interface ServerLog {
  errors: number;
  warnings: number;
  /** The first error lines, each cut to 300 characters. */
  samples: string[];
}

const SAMPLES = 10;

/** Keeps the count of error and warning lines of a server's output, and the first few error lines. */
export function createServerLog() {
  const log: ServerLog = { errors: 0, warnings: 0, samples: [] };
  return {
    line(line: string, stream: 'stdout' | 'stderr'): void {
      const text = line.trim();
      if (!text) return;
      let level: number | null = null;
      try {
        const entry = JSON.parse(text) as { level?: unknown };
        if (typeof entry.level === 'number') level = entry.level;
      } catch {
        // not a log entry
      }
      const error = level === null ? stream === 'stderr' : level >= 50;
      if (level !== null && level >= 40 && level < 50) log.warnings++;
      if (!error) return;
      log.errors++;
      if (log.samples.length < SAMPLES) log.samples.push(text.slice(0, 300));
    },
    get: (): ServerLog => log,
  };
}
