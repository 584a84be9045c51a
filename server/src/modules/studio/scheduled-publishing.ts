import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { publishDueCourses } from './studio-courses.repository';

/** How often scheduled courses are looked at: one appears at most this long after its time. */
export const PUBLISH_CHECK_MS = 30_000;

/**
 * Publishes scheduled courses whose time has come (decision 0023), on start and then every 30 s. The
 * update is idempotent, so any number of processes sharing one database may run it; the content
 * version moves with it, so every process shows the course at once.
 */
export function scheduledPublishing(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    publishDueCourses(ctx.db).then(
      (published) => {
        if (published > 0) app.log.info({ published }, 'scheduled courses published');
      },
      (error: unknown) => app.log.error({ err: error }, 'scheduled publishing failed'),
    );
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), PUBLISH_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
