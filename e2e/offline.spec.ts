import { expect, test, type Page } from '@playwright/test';
import { api, enrolledCourse, evaluateWithGaps, logIn, quizOnServer, signIn, strip, PETR } from './learner';
import { expectAccessible } from './support';
import { expectOutOfReach, expectUncovered } from './uncovered';

const QUIZ = 'Analogie – procvičování';

/** Waits until a service worker controls the page, so a reload works without the network. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 20_000,
  });

test('a quiz answered, checked and finished offline, reloaded offline, is evaluated once online with every answer', async ({
  page,
  baseURL,
}) => {
  const { id, item } = await enrolledCourse(page, baseURL!, [QUIZ]);
  const quiz = item(QUIZ);
  const base = api(baseURL!);
  const { headers } = await signIn(page, baseURL!, PETR);
  const attemptsOf = async () =>
    (
      (await (await page.request.get(`${base}/quiz/attempts?id=${quiz.id}`, { headers })).json()) as {
        attempts: unknown[];
      }
    ).attempts.length;
  const before = await attemptsOf();

  await logIn(page);
  await page.goto(`/kurzy/${id}/lp_quiz/${quiz.id}`);
  await controlled(page);
  await page.getByRole('button', { name: 'Začít kvíz' }).click();

  // question 1 online: answered and checked
  await expect(page).toHaveURL(/\/1$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
  await page.keyboard.press('b');
  await page.getByRole('button', { name: 'Zkontrolovat odpověď' }).click();
  await expect(page.getByText('Správně!')).toBeVisible();
  await page.getByRole('button', { name: 'Další' }).click();

  // the network goes: the learner is told, and goes on
  await page.context().setOffline(true);
  await expect(page.getByText('Chybí připojení k internetu')).toBeVisible();
  await expect(
    page.getByText('Bez internetu se nemusí synchronizovat ani ukládat tvůj postup!'),
  ).toBeVisible();

  await expect(page).toHaveURL(/\/2$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
  await page.keyboard.press('a');
  await page.getByRole('button', { name: 'Zkontrolovat odpověď' }).click();
  await expect(page.getByText('Kontrola odpovědi čeká na připojení k internetu.')).toBeVisible();
  await page.getByRole('button', { name: 'Další' }).click();
  await expect(page).toHaveURL(/\/3$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
  await page.keyboard.press('c');
  await expect(page.getByRole('status').filter({ hasText: 'Čeká na synchronizaci' })).toBeVisible();

  await evaluateWithGaps(page);
  const waiting = page.getByText('Kvíz bude vyhodnocen, jakmile budeš zase online.', { exact: false });
  await expect(waiting).toBeVisible();
  await expectAccessible(page);

  // a reload without the network keeps the quiz, its answers and the waiting finish
  await page.reload();
  await expect(waiting).toBeVisible();
  for (const n of [1, 2, 3])
    await expect(
      strip(page).getByRole('link', { name: new RegExp(`^Otázka ${n},.*zodpovězená`) }),
    ).toBeVisible();

  // back online: the queue is sent and the result appears
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { name: 'Výsledek kvízu' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Čeká na synchronizaci' })).toHaveCount(0);

  // the server holds exactly these answers, and one finish
  expect(await attemptsOf()).toBe(before + 1);
  const held = await quizOnServer(page, baseURL!, PETR, quiz.id);
  expect(held.status).toBe('completed');
  const [q1, q2, q3] = held.questions;
  const { answered } = held;
  expect(answered).toEqual({
    [String(q1!.id)]: q1!.options[1]!.value,
    [String(q2!.id)]: q2!.options[0]!.value,
    [String(q3!.id)]: q3!.options[2]!.value,
  });
});

test('on a phone, the offline toast and the waiting note leave the quiz’s buttons free, and lie beneath a dialog', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { id, item } = await enrolledCourse(page, baseURL!, [QUIZ]);
  await logIn(page);
  await page.goto(`/kurzy/${id}/lp_quiz/${item(QUIZ).id}`);
  await page.getByRole('button', { name: 'Začít kvíz' }).click();
  await expect(page).toHaveURL(/\/1$/);

  const toast = page.getByRole('status').filter({ hasText: 'Chybí připojení k internetu' });
  const waiting = page.getByRole('status').filter({ hasText: 'Čeká na synchronizaci' });
  const pager = page.getByRole('navigation', { name: 'Přechod mezi otázkami' });
  const previous = pager.getByRole('button', { name: 'Předchozí' });
  const next = pager.getByRole('button', { name: 'Další' });

  await page.context().setOffline(true);
  await expect(toast).toBeVisible();
  await page.getByText('škola', { exact: true }).click();
  await expect(waiting).toBeVisible();
  for (const button of [
    next,
    page.getByRole('button', { name: 'Zkontrolovat odpověď' }),
    page.getByRole('button', { name: 'Dokončit a vyhodnotit' }),
  ])
    await expectUncovered(button, [toast, waiting]);

  // while the toast is still shown, „Další" takes the first tap
  await next.click();
  await expect(page).toHaveURL(/\/2$/);
  await expect(toast).toBeVisible();
  await expectUncovered(previous, [toast, waiting]);
  await expectUncovered(next, [toast, waiting]);

  // a dialog opened while it is shown lies over it: the toast cannot be tapped, the dialog's buttons can
  await page.getByRole('button', { name: 'Dokončit a vyhodnotit' }).click();
  await page
    .getByRole('region', { name: 'Shrnutí před vyhodnocením' })
    .getByRole('button', { name: 'Vyhodnotit kvíz' })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await page.context().setOffline(false);
  await page.context().setOffline(true);
  await expect(toast).toBeVisible();
  await expectOutOfReach(toast);
  for (const name of ['Vyhodnotit kvíz', 'Zrušit'])
    await expectUncovered(dialog.getByRole('button', { name }), [toast]);
  await expectAccessible(page);
  await page.context().setOffline(false);
});
