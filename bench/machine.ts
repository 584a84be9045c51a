import { cpus, loadavg, totalmem } from 'node:os';

/** The machine a run measures on, with its load when the run began (the machine is shared). */
export const machineAtStart = (): string =>
  `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the start`;
