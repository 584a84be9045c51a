import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { appUrlOf } from '../../lib/app-url';
import { mailerFor } from '../../lib/mailer';
import { flaggedQuestionLines, type FlaggedQuestionsOfAuthor } from './flagged-questions';
import { planDueMails, sendDueMails, type ScheduledMailDeps } from './scheduled-mail.service';

/** How long a process's claim on an e-mail holds: far longer than a send may take (SMTP timeouts). */
export const MAIL_CLAIM_LEASE_MS = 10 * 60_000;

/** The run of each app's context, one at a time: what a test waits for. */
const runs = new WeakMap<AppContext, () => Promise<void>>();

/**
 * Plans and sends the scheduled e-mails (decision 0031) in this process: once ready, then every
 * `MAIL_SCHEDULE_POLL_MS` (a minute). Any number of processes on one database may run it; an e-mail that
 * came due while no process ran is sent at the next start. A closing app waits for the run under way.
 * With `MAIL_SCHEDULE=off` the process runs them only when asked ({@link runScheduledMail}).
 */
export function scheduledMail(
  app: FastifyInstance,
  ctx: AppContext,
  flaggedQuestions: FlaggedQuestionsOfAuthor = flaggedQuestionLines,
): void {
  const deps: ScheduledMailDeps = {
    db: ctx.db,
    clock: ctx.clock,
    mailer: mailerFor(ctx.config),
    appUrl: appUrlOf(ctx.config.siteUrl),
    claimer: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    leaseMs: MAIL_CLAIM_LEASE_MS,
    flaggedQuestions,
  };
  let running: Promise<void> | null = null;
  const once = async () => {
    const planned = await planDueMails(deps);
    const outcome = await sendDueMails(deps, (mail, error, givenUp) =>
      app.log.error(
        { err: error, mail: mail.key, attempts: mail.attempts, givenUp },
        'scheduled e-mail not sent',
      ),
    );
    if (planned > 0 || outcome.sent + outcome.retried + outcome.failed > 0)
      app.log.info({ planned, ...outcome }, 'scheduled e-mails');
  };
  const run = () => {
    running ??= once()
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduled e-mails failed'))
      .finally(() => (running = null));
    return running;
  };
  runs.set(ctx, async () => {
    await running;
    await run();
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!ctx.config.mail.schedule) return;
    void run();
    timer = setInterval(() => void run(), ctx.config.mail.schedulePollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** Runs the app's scheduled e-mails now, after the run under way if there is one, and waits for it. */
export async function runScheduledMail(ctx: AppContext): Promise<void> {
  const run = runs.get(ctx);
  if (!run) throw new Error('scheduled e-mails are not set up for this app');
  await run();
}
