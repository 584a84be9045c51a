import { PLAN_ENDING_NOTICE_MS, weeklySummaryDue } from '@studovna/core/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLearner } from '../../../test/course-fixtures';
import { readMail, startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app';
import { manualClock } from '../../lib/clock';
import { MISKEYED_QUESTION_TITLE } from '../../db/seed/content/osp';
import { handedIn, ospAssignment } from '../assignments/grading-test-kit';
import { grant } from '../subscriptions/subscriptions-test-kit';
import { flaggedQuestionLines } from './flagged-questions';
import { MAIL_CLAIM_LEASE_MS, runScheduledMail } from './scheduled-mail';
import { claimNextMail } from './scheduled-mail.repository';
import { planDueMails } from './scheduled-mail.service';

const MINUTE = 60_000;
const APP = 'http://app.localhost:3000';

/**
 * The scheduled e-mails (decision 0031) in one server: a plan's end announced 3 days before, once per end
 * and not to a learner who renewed; the instructors' Monday summary of answers waiting for grading; a
 * refused send tried again later, never twice; an e-mail whose sender stopped sent once by another run.
 */
describe.each(testDatabases)('scheduled e-mails on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const clock = manualClock();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(kind, { SMTP_URL: smtp.url }, { clock });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const addressOf = (who: { username: string }) => `${who.username}@example.cz`;
  const mailsTo = (address: string) =>
    smtp.messages.filter((m) => m.to.includes(address.toLowerCase())).map((m) => readMail(m.raw));
  const run = () => runScheduledMail(t.ctx);
  const moveTo = (at: Date) => clock.set(at);
  const stored = async (key: string) =>
    (
      await t.db.query<{ status: string; attempts: number; last_error: string | null }>(
        'select status, attempts, last_error from scheduled_mails where key = $1',
        [key],
      )
    )[0];
  const keyOf = async (userId: number) =>
    (
      await t.db.query<{ key: string }>(
        'select key from scheduled_mails where user_id = $1 order by id desc',
        [userId],
      )
    )[0]?.key;

  /** A plan granted by the team from `startsAt` for `days` days (a renewal when it is of the same family). */
  const laterPlan = (userId: number, planId: number, family: string, startsAt: Date, days: number) =>
    t.db.query(
      `insert into subscriptions (user_id, plan_id, family, source, starts_at, expires_at)
       values ($1, $2, $3, 'admin', $4, $5)`,
      [userId, planId, family, startsAt, new Date(startsAt.getTime() + days * 86_400_000)],
    );

  /** A learner holding a plan from now; answers when its end is to be announced. */
  async function learnerWithPlan(slug = 'osp-1-mesic') {
    const learner = await makeLearner(t);
    const plan = await grant(t, learner, slug);
    return { learner, plan, noticeAt: new Date(plan.expires_at.getTime() - PLAN_ENDING_NOTICE_MS) };
  }

  // first: answers are handed in at the database's time, which the test's clock still shows here
  it('sends each instructor with answers waiting a Monday summary listing them; none to who has nothing to say', async () => {
    const assignment = await ospAssignment(t);
    const first = await handedIn(t, assignment);
    clock.advance(MINUTE);
    const second = await handedIn(t, assignment);
    const [author] = await t.db.query<{ id: number; username: string; email: string; display_name: string }>(
      `select u.id, u.username, u.email, u.display_name from users u join courses c on c.author_id = u.id
        where c.id = $1`,
      [assignment.courseId],
    );
    const quiet = await makeLearner(t, ['lp_teacher']);
    const nextMonday = new Date(weeklySummaryDue(clock.now()).dueAt.getTime() + 7 * 86_400_000);
    moveTo(new Date(nextMonday.getTime() - MINUTE));
    await run();
    const before = mailsTo(author!.email).length;

    moveTo(nextMonday);
    await run();
    await run();
    const mails = mailsTo(author!.email).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Týdenní přehled tvých kurzů ve Studovně');
    // „Ahoj Evo“ would need the vocative: the greeting names nobody
    expect(mail!.text).toMatch(/^Ahoj,\n/);
    expect(mail!.text).not.toContain(author!.display_name);
    expect(mail!.text).toContain('Na hodnocení čekají 2 odevzdané úkoly, nově za poslední týden: 2.');
    for (const { learner, answerId } of [first, second]) {
      expect(mail!.text).toContain(`Testovací ${learner.username} – `);
      expect(mail!.text).toContain(`${APP}/studio/hodnoceni/${answerId}`);
      expect(mail!.html).toContain(`href="${APP}/studio/hodnoceni/${answerId}"`);
    }
    expect(mail!.text.indexOf(first.learner.username)).toBeLessThan(
      mail!.text.indexOf(second.learner.username),
    );
    expect(mail!.html).toContain(`href="${APP}/studio/hodnoceni"`);
    // the item analysis report's flagged questions of the author's courses, each with its editor
    const flagged = await flaggedQuestionLines(t.db, author!.id);
    for (const line of flagged) {
      expect(mail!.text).toContain(`- ${line.question}: ${line.reason}\n  ${APP}${line.path}`);
      expect(mail!.html).toContain(`href="${APP}${line.path}"`);
    }

    // an instructor with nothing to grade hears of the deliberately bad seeded question alone
    const [kucera] = await t.db.query<{ id: number; email: string }>(
      `select id, email from users where username = 'lektor.kucera'`,
    );
    const [summary] = mailsTo(kucera!.email);
    expect(summary!.text).not.toContain('Na hodnocení čekají');
    expect(summary!.text).toContain('Analýza položek označila tyto otázky');
    expect(summary!.text).toContain(
      `- ${MISKEYED_QUESTION_TITLE}: záporná rozlišovací schopnost (lepší studující odpovídají hůř než slabší)`,
    );
    expect(summary!.html).toContain('Otázky k revizi');

    expect(mailsTo(addressOf(quiet))).toEqual([]);
    expect((await stored(`weekly-summary:${quiet.id}:${weeklySummaryDue(nextMonday).week}`))?.status).toBe(
      'skipped',
    );
  });

  it('announces a plan’s end 3 days before, once, in Czech, with the plans in the app; again for a new end', async () => {
    const { learner, plan, noticeAt } = await learnerWithPlan();
    moveTo(new Date(noticeAt.getTime() - MINUTE));
    await run();
    expect(mailsTo(addressOf(learner))).toEqual([]);

    moveTo(new Date(noticeAt.getTime() + MINUTE));
    await run();
    await run();
    const mails = mailsTo(addressOf(learner));
    expect(mails).toHaveLength(1);
    const end = new Intl.DateTimeFormat('cs-CZ', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Prague',
    }).format(plan.expires_at);
    expect(mails[0]!.subject).toBe('Tvůj studijní plán za 3 dny končí');
    expect(mails[0]!.text).toMatch(/^Ahoj,\n/);
    expect(mails[0]!.text).not.toContain(learner.username);
    expect(mails[0]!.text).toContain(`tvůj studijní plán „OSP – 1 měsíc“ končí ${end}.`);
    expect(mails[0]!.text).toContain(`${APP}/studijni-plany`);
    expect(mails[0]!.html).toContain(`href="${APP}/studijni-plany"`);
    expect(mails[0]!.html).toContain('Vybrat studijní plán');

    // the team extends it by a week: its new end is announced in its turn
    const later = new Date(plan.expires_at.getTime() + 7 * 86_400_000);
    await t.db.query('update subscriptions set expires_at = $2 where id = $1', [plan.id, later]);
    await run();
    expect(mailsTo(addressOf(learner))).toHaveLength(1);
    moveTo(new Date(later.getTime() - PLAN_ENDING_NOTICE_MS + MINUTE));
    await run();
    expect(mailsTo(addressOf(learner))).toHaveLength(2);
  });

  it('does not announce the end of a plan the learner renewed or that ended early', async () => {
    const renewed = await learnerWithPlan('zsv-1-mesic');
    await laterPlan(renewed.learner.id, renewed.plan.plan_id, 'zsv', renewed.plan.expires_at, 30);
    const otherFamily = await learnerWithPlan('zsv-1-mesic');
    const [tsp] = await t.db.query<{ id: number }>("select id from plans where slug = 'tsp-1-mesic'");
    await laterPlan(otherFamily.learner.id, tsp!.id, 'tsp', otherFamily.plan.expires_at, 30);
    const ended = await learnerWithPlan('zsv-1-mesic');
    await t.db.query('update subscriptions set ended_at = $2 where id = $1', [ended.plan.id, clock.now()]);

    moveTo(new Date(renewed.noticeAt.getTime() + MINUTE));
    await run();
    expect(mailsTo(addressOf(renewed.learner))).toEqual([]);
    expect(mailsTo(addressOf(ended.learner))).toEqual([]);
    // a later plan of another family is not a renewal of this one
    expect(mailsTo(addressOf(otherFamily.learner))).toHaveLength(1);
  });

  it('tries a send the mail server refused for now again later, once; gives up one refused for good', async () => {
    const later = await learnerWithPlan('tsp-1-mesic');
    smtp.refuseNext(addressOf(later.learner), 1, 451);
    moveTo(new Date(later.noticeAt.getTime() + MINUTE));
    await run();
    const key = (await keyOf(later.learner.id))!;
    expect(await stored(key)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await stored(key))!.last_error).toContain('451');
    expect(mailsTo(addressOf(later.learner))).toEqual([]);

    clock.advance(MINUTE - 1000);
    await run();
    expect(mailsTo(addressOf(later.learner))).toEqual([]);
    clock.advance(1000);
    await run();
    await run();
    expect(mailsTo(addressOf(later.learner))).toHaveLength(1);
    expect(await stored(key)).toMatchObject({ status: 'sent', attempts: 2 });

    const never = await learnerWithPlan('tsp-1-mesic');
    smtp.refuseNext(addressOf(never.learner), 1, 550);
    moveTo(new Date(never.noticeAt.getTime() + MINUTE));
    await run();
    clock.advance(24 * 60 * MINUTE);
    await run();
    expect(mailsTo(addressOf(never.learner))).toEqual([]);
    expect(await stored((await keyOf(never.learner.id))!)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('does not send an e-mail that has nothing to say any more when it is tried again', async () => {
    const { learner, plan, noticeAt } = await learnerWithPlan('osp-1-tyden');
    smtp.refuseNext(addressOf(learner), 1, 421);
    moveTo(new Date(noticeAt.getTime() + MINUTE));
    await run();
    await laterPlan(learner.id, plan.plan_id, 'osp', plan.expires_at, 7);
    clock.advance(MINUTE);
    await run();
    expect(mailsTo(addressOf(learner))).toEqual([]);
    expect(await stored((await keyOf(learner.id))!)).toMatchObject({ status: 'skipped' });
  });

  it('sends once an e-mail whose process stopped while sending it, when its claim runs out', async () => {
    const { learner, noticeAt } = await learnerWithPlan('zsv-1-tyden');
    moveTo(new Date(noticeAt.getTime() + MINUTE));
    // another process plans and claims it, then stops before any outcome: its claim stays
    await planDueMails({ db: t.db, clock });
    let stopped: Awaited<ReturnType<typeof claimNextMail>>;
    do stopped = await claimNextMail(t.db, clock.now(), 'stopped-process', MAIL_CLAIM_LEASE_MS);
    while (stopped && stopped.user_id !== learner.id);
    expect(stopped).toBeDefined();
    await run();
    expect(mailsTo(addressOf(learner))).toEqual([]);

    clock.advance(MAIL_CLAIM_LEASE_MS);
    await run();
    await run();
    expect(mailsTo(addressOf(learner))).toHaveLength(1);
    expect(await stored(stopped!.key)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
