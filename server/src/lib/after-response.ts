import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context';

/** Work of an app's requests that runs after their responses were sent. */
const pendingOf = new WeakMap<AppContext, Set<Promise<void>>>();

const pending = (ctx: AppContext) => {
  let set = pendingOf.get(ctx);
  if (!set) pendingOf.set(ctx, (set = new Set()));
  return set;
};

/**
 * Runs `work` once the response to the request has been sent, so how long it takes (an e-mail) does not
 * show in the response time. A failure is logged; nobody waits for it but {@link settledAfterResponses}.
 */
export function afterResponse(
  ctx: AppContext,
  reply: FastifyReply,
  log: FastifyBaseLogger,
  work: () => Promise<void>,
): void {
  const set = pending(ctx);
  let started = false;
  const run = new Promise<void>((resolve) => {
    const start = () => {
      if (started) return;
      started = true;
      work()
        .catch((error: unknown) => log.error({ err: error }, 'work after a response failed'))
        .finally(resolve);
    };
    reply.raw.once('finish', start);
    reply.raw.once('close', start);
  });
  set.add(run);
  void run.then(() => set.delete(run));
}

/** Resolves when the work started after responses of `ctx`'s app has ended (a closing app waits for it). */
export async function settledAfterResponses(ctx: AppContext): Promise<void> {
  while (pending(ctx).size) await Promise.all([...pending(ctx)]);
}
