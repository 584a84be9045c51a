import {
  MAIL_MAX_ATTEMPTS,
  PLAN_ENDING_NOTICE_MS,
  mailRetryAt,
  planEndingNoticeAt,
  weeklySummaryDue,
} from '@studovna/core/domain';
import { STORED_ROLE } from '@studovna/core/studio';
import type { Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { MailMessage, Mailer } from '../../lib/mailer';
import { waitingOfAuthor } from '../assignments/grading.service';
import { findEndingPlan, findPlansEndingWithin } from '../subscriptions/subscriptions.service';
import { findUserById, findUsersWithRole } from '../users/users.service';
import type { FlaggedQuestionsOfAuthor } from './flagged-questions';
import { planEndingMail } from './plan-ending-mail';
import {
  claimNextMail,
  planMails,
  recordFailed,
  recordRetry,
  recordSent,
  recordSkipped,
  type ClaimedMail,
  type DueMail,
} from './scheduled-mail.repository';
import { weeklySummaryMail } from './weekly-summary-mail';

export { countDueMails } from './scheduled-mail.repository';

/**
 * E-mails on a schedule (decision 0031): a learner's plan ends in 3 days; the instructors' Monday summary.
 * Any number of processes on one database run this: planning adds each e-mail once (by its key), sending
 * claims each one for one process, records it sent, and tries a failed one again later.
 */

export interface ScheduledMailDeps {
  db: Queryable;
  clock: Clock;
  mailer: Mailer;
  /** The app's origin, for the links in the e-mails. */
  appUrl: string;
  /** Names this process's claims. */
  claimer: string;
  /** How long a claim holds: a process that stopped while sending leaves its e-mail to others after it. */
  leaseMs: number;
  flaggedQuestions: FlaggedQuestionsOfAuthor;
}

/** How many waiting answers a summary lists by name. */
const SUMMARY_LIST = 10;
const WEEK_MS = 7 * 86_400_000;

const pragueDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague', dateStyle: 'short' });

/** A plan's end is announced once per end: a plan extended to a later end is announced again. */
export const planEndingKey = (subscriptionId: number, expiresAt: Date) =>
  `plan-ending:${subscriptionId}:${pragueDay.format(expiresAt)}`;
export const weeklySummaryKey = (userId: number, week: string) => `weekly-summary:${userId}:${week}`;

/** Adds the e-mails due at the clock's time that are not planned yet; answers how many it added. */
export async function planDueMails(deps: Pick<ScheduledMailDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const ending = await findPlansEndingWithin(deps.db, now, PLAN_ENDING_NOTICE_MS);
  const due: DueMail[] = [];
  for (const plan of ending) {
    const noticeAt = planEndingNoticeAt(plan.starts_at, plan.expires_at);
    if (noticeAt && noticeAt <= now)
      due.push({
        key: planEndingKey(plan.id, plan.expires_at),
        kind: 'plan_ending',
        userId: plan.user_id,
        subjectId: plan.id,
        dueAt: noticeAt,
      });
  }
  const { dueAt, week } = weeklySummaryDue(now);
  for (const instructor of await findUsersWithRole(deps.db, STORED_ROLE.instructor))
    due.push({
      key: weeklySummaryKey(instructor.id, week),
      kind: 'weekly_summary',
      userId: instructor.id,
      subjectId: null,
      dueAt,
    });
  return planMails(deps.db, due);
}

/** The e-mail as it is to be sent now; null when there is nothing to say any more. */
async function compose(deps: ScheduledMailDeps, mail: ClaimedMail): Promise<MailMessage | null> {
  if (mail.kind === 'plan_ending') {
    const plan =
      mail.subject_id === null ? undefined : await findEndingPlan(deps.db, deps.clock.now(), mail.subject_id);
    // renewed, ended, or its end moved since: that end is not announced (a new end gets its own key)
    if (!plan || planEndingKey(plan.id, plan.expires_at) !== mail.key) return null;
    return planEndingMail({
      email: plan.email,
      planName: plan.plan_name,
      expiresAt: plan.expires_at,
      link: `${deps.appUrl}/studijni-plany`,
    });
  }
  const instructor = await findUserById(deps.db, mail.user_id);
  if (!instructor?.roles.includes(STORED_ROLE.instructor)) return null;
  const since = new Date(new Date(mail.due_at).getTime() - WEEK_MS);
  const waiting = await waitingOfAuthor(deps.db, instructor.id, since, SUMMARY_LIST);
  return weeklySummaryMail({
    email: instructor.email,
    waiting: waiting.answers.map((answer) => ({
      id: answer.id,
      learner: answer.learner.name,
      assignment: answer.assignment.title,
      course: answer.course.title,
      submittedAt: answer.submitted_at ? new Date(answer.submitted_at) : null,
    })),
    waitingTotal: waiting.total,
    handedInThisWeek: waiting.handedInSince,
    flagged: await deps.flaggedQuestions(deps.db, instructor.id),
    appUrl: deps.appUrl,
  });
}

/** The same e-mail always carries the same Message-ID. */
const messageIdOf = (key: string, appUrl: string) =>
  `<${key.replace(/[^\w.-]+/g, '.')}@${new URL(appUrl).hostname.replace(/^app\./, '')}>`;

/** A refusal that will not change (SMTP 5xx: no such mailbox, refused): not tried again. */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export interface SendOutcome {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/**
 * Sends the e-mails due now, one claim at a time, until none is left. A send the mail server refused for a
 * passing reason (no connection, 4xx) is tried again later (after 1 min, 5 min, 30 min, 2 h and 6 h), a
 * refusal for good (5xx) or the last attempt's failure gives it up; either is logged by the caller.
 */
export async function sendDueMails(
  deps: ScheduledMailDeps,
  onFailure: (mail: ClaimedMail, error: unknown, givenUp: boolean) => void = () => {},
): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (;;) {
    const mail = await claimNextMail(deps.db, deps.clock.now(), deps.claimer, deps.leaseMs);
    if (!mail) return outcome;
    // a claim whose processes kept stopping while sending it: given up like a failed send
    if (mail.attempts > MAIL_MAX_ATTEMPTS) {
      await recordFailed(deps.db, mail, deps.claimer, 'claimed too many times without an outcome');
      outcome.failed++;
      continue;
    }
    let message: MailMessage | null;
    try {
      message = await compose(deps, mail);
    } catch (error) {
      await giveUpOrRetry(deps, mail, error, onFailure, outcome);
      continue;
    }
    if (!message) {
      await recordSkipped(deps.db, mail, deps.claimer);
      outcome.skipped++;
      continue;
    }
    const messageId = messageIdOf(mail.key, deps.appUrl);
    try {
      await deps.mailer.send({ ...message, messageId });
    } catch (error) {
      await giveUpOrRetry(deps, mail, error, onFailure, outcome);
      continue;
    }
    await recordSent(deps.db, mail, deps.claimer, deps.clock.now(), messageId);
    outcome.sent++;
  }
}

async function giveUpOrRetry(
  deps: ScheduledMailDeps,
  mail: ClaimedMail,
  error: unknown,
  onFailure: (mail: ClaimedMail, error: unknown, givenUp: boolean) => void,
  outcome: SendOutcome,
) {
  const reason = error instanceof Error ? error.message : String(error);
  const next = permanent(error) ? null : mailRetryAt(mail.attempts, deps.clock.now());
  if (next) {
    await recordRetry(deps.db, mail, deps.claimer, next, reason);
    outcome.retried++;
  } else {
    await recordFailed(deps.db, mail, deps.claimer, reason);
    outcome.failed++;
  }
  onFailure(mail, error, next === null);
}
