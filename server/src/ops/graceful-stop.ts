import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { settledAfterResponses } from '../lib/after-response';
import { beginDraining, requestsEnded, requestsInFlight } from './draining';

/**
 * How long connections opened before the stop stay open once no request is in flight: a client that read
 * its last answer just before the stop and sends the next request now is told 503 instead of meeting a
 * closed connection.
 */
const LINGER_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Connections of the app's server still open (kept alive by their clients). */
const openConnections = (app: FastifyInstance) =>
  new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));

/** Resolves when `work` ends or `ms` have passed: answers whether it ended. */
const within = (work: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([work.then(() => true), sleep(ms).then(() => false)]);

export interface StopOutcome {
  /** Requests still in flight when the time was up, whose connections were closed. */
  cut: number;
  ms: number;
}

/**
 * Stops the app gracefully within `timeoutMs`: refuses new connections and new requests (503), lets the
 * requests in flight finish, closes every connection, runs the app's closing hooks (a scheduled e-mail
 * being sent), waits for the work after responses, runs `beforeDatabase`, and closes the database. Whatever is still in flight
 * when the time is up has its connection closed; the database is closed all the same.
 */
export async function stopGracefully(
  app: FastifyInstance,
  ctx: AppContext,
  timeoutMs: number,
  beforeDatabase: () => Promise<void> = async () => {},
): Promise<StopOutcome> {
  const started = Date.now();
  const left = () => timeoutMs - (Date.now() - started);
  beginDraining(app);
  app.log.info({ inFlight: requestsInFlight(app), timeoutMs }, 'stopping: new connections refused');
  let ended = await requestsEnded(app, left());
  if (ended && (await openConnections(app)) > 0) {
    await sleep(Math.min(LINGER_MS, left()));
    ended = await requestsEnded(app, left());
  }
  const cut = requestsInFlight(app);
  if (!ended) {
    app.log.warn({ cut }, 'stopping: time is up, closing the connections of requests still in flight');
    app.server.closeAllConnections();
  }
  const closing = app.close();
  if (!(await within(closing, left()))) {
    app.server.closeAllConnections();
    await closing;
  }
  if (!(await within(settledAfterResponses(ctx), left())))
    app.log.warn('stopping: work after responses did not end in time');
  await beforeDatabase();
  await ctx.db.close();
  return { cut, ms: Date.now() - started };
}

/**
 * Stops the app gracefully on SIGTERM or SIGINT (a second signal changes nothing), closing what `alsoClose`
 * closes before the database, and ends the process with 0.
 */
export function stopOnSignals(
  app: FastifyInstance,
  ctx: AppContext,
  alsoClose: () => Promise<void> = async () => {},
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      const outcome = await stopGracefully(app, ctx, ctx.config.shutdownTimeoutMs, alsoClose);
      app.log.info(outcome, 'stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'stopping failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}
