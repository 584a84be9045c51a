import { describe, expect, it } from 'vitest';
import { weeklySummaryMail, type WeeklySummaryInput } from './weekly-summary-mail';

const APP = 'https://app.studovna.cz';
const answer = (id: number) => ({
  id,
  learner: `Studentka ${id}`,
  assignment: 'Esej <o> analogiích',
  course: 'OSP',
  submittedAt: new Date('2026-03-03T10:00:00Z'),
});
const input = (over: Partial<WeeklySummaryInput>): WeeklySummaryInput => ({
  email: 'lektorka@example.cz',
  waiting: [],
  waitingTotal: 0,
  handedInThisWeek: 0,
  flagged: [],
  appUrl: APP,
  ...over,
});

/** The instructors' weekly summary (decision 0031): what it says, and that it is not sent with nothing to say. */
describe('weeklySummaryMail', () => {
  it('is not written when nothing waits and nothing is flagged', () => {
    expect(weeklySummaryMail(input({}))).toBeNull();
  });

  it('counts the waiting answers in Czech, lists the first ones and says how many more wait', () => {
    const mail = weeklySummaryMail(
      input({ waiting: [answer(1), answer(2)], waitingTotal: 7, handedInThisWeek: 1 }),
    )!;
    expect(mail.text).toContain('Na hodnocení čeká 7 odevzdaných úkolů, nově za poslední týden: 1.');
    expect(mail.text).toContain(
      `- Studentka 1 – Esej <o> analogiích (OSP), odevzdáno 3. března 2026\n  ${APP}/studio/hodnoceni/1`,
    );
    expect(mail.text).toContain('…a 5 dalších.');
    expect(mail.html).toContain(
      `<a href="${APP}/studio/hodnoceni/2" style="color:#3b3fb6">Studentka 2 – Esej &lt;o&gt; analogiích`,
    );
    expect(weeklySummaryMail(input({ waiting: [answer(1)], waitingTotal: 3 }))!.text).toContain(
      'Na hodnocení čekají 3 odevzdané úkoly',
    );
    expect(weeklySummaryMail(input({ waiting: [answer(1)], waitingTotal: 1 }))!.text).toContain(
      'Na hodnocení čeká 1 odevzdaný úkol,',
    );
  });

  it('lists the flagged questions with links to edit them, alone when nothing waits', () => {
    const mail = weeklySummaryMail(
      input({
        flagged: [
          {
            question: 'Analogie 12',
            reason: 'silní studenti volí špatnou možnost',
            path: '/studio/otazky/12',
          },
        ],
      }),
    )!;
    expect(mail.text).not.toContain('Na hodnocení');
    expect(mail.text).toContain(
      `- Analogie 12: silní studenti volí špatnou možnost\n  ${APP}/studio/otazky/12`,
    );
    expect(mail.html).toContain('Otázky k revizi');
    expect(mail.html).not.toContain('Úkoly k hodnocení');
  });
});
