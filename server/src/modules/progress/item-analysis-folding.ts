import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { foldPendingAttempts } from './item-analysis.repository';

/**
 * Item analysis is counted off the finish (decision 0037): a finish only marks its attempt pending, and
 * the pending attempts are folded into the sums in batches, by every process every second and by every
 * read of the sums before it reads them, so a report never misses an attempt finished before it.
 */

/** How many pending attempts one transaction folds in. */
export const FOLD_BATCH = 500;

/** How often each process folds the pending attempts in. */
export const FOLD_EVERY_MS = 1_000;

/**
 * Folds in every attempt pending when it is called, waiting for those another process is folding, so the
 * sums read after it count them all. Each batch is a transaction of its own; the last one finds none.
 */
export async function countAllPendingAttempts(db: Database): Promise<void> {
  while ((await db.transaction((tx) => foldPendingAttempts(tx, FOLD_BATCH, { wait: true }))) > 0);
}

/** Folds in the pending attempts no other process is folding, batch after batch; answers how many. */
async function foldFreeAttempts(db: Database): Promise<number> {
  let folded = 0;
  for (;;) {
    const taken = await db.transaction((tx) => foldPendingAttempts(tx, FOLD_BATCH, { wait: false }));
    folded += taken;
    if (taken < FOLD_BATCH) return folded;
  }
}

/** The folding of every process: on start (what a stopped server left) and then every second. */
export function itemAnalysisFolding(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= foldFreeAttempts(ctx.db)
      .then(
        (folded) => {
          if (folded > 0) app.log.debug({ folded }, 'attempts counted in item analysis');
        },
        (error: unknown) => app.log.error({ err: error }, 'item analysis folding failed'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), FOLD_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
