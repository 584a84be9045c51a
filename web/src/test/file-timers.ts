/**
 * The timers a test file leaves running, cleared when it ends as they would be with its page: the web
 * suite's files share a page per worker (isolate: false), and a throttled write a screen scheduled must
 * not land in the storage of the file after it.
 */
type Timer = ReturnType<typeof setTimeout>;

interface RunningTimers {
  timers: Set<Timer>;
  clear: (timer: Timer) => void;
}

const key = Symbol.for('studovna.test.running-timers');
const scope = globalThis as typeof globalThis & { [key]?: RunningTimers };

/** Notes the timers set from now on: once per worker, as the files of a worker share its globals. */
function noteTimers(): RunningTimers {
  const existing = scope[key];
  if (existing) return existing;
  const timers = new Set<Timer>();
  const { setTimeout: set, setInterval: repeat, clearTimeout: clear } = globalThis;
  const forget = (timer?: Timer) => {
    if (timer !== undefined) timers.delete(timer);
    clear(timer);
  };
  globalThis.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = set(
      (...values: unknown[]) => {
        timers.delete(timer);
        handler(...values);
      },
      ms,
      ...args,
    );
    timers.add(timer);
    return timer;
  }) as typeof setTimeout;
  globalThis.setInterval = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = repeat(handler, ms, ...args);
    timers.add(timer);
    return timer;
  }) as typeof setInterval;
  // Node clears either kind with either function
  globalThis.clearTimeout = forget as typeof clearTimeout;
  globalThis.clearInterval = forget as typeof clearInterval;
  scope[key] = { timers, clear };
  return scope[key];
}

const running = noteTimers();

/** Clears every timer still set: a file's tests are over. */
export function clearRunningTimers(): void {
  for (const timer of running.timers) running.clear(timer);
  running.timers.clear();
}
