import { expect, test, type Page } from '@playwright/test';
import { enrolledCourse, evaluateWithGaps, logIn, quizOnServer, strip, PETR } from './learner';
import { restartableServer } from './restartable-server';

const QUIZ = 'Analogie – procvičování';
const server = restartableServer(Number(process.env.E2E_PORT ?? 3210) + 5);

test.use({ baseURL: server.appURL });
test.describe.configure({ timeout: 240_000 });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  await server.start();
});
test.afterAll(() => server.stop());

/** Answers the question on screen by its letter, once it is ready for keys (its heading has the focus). */
async function answer(page: Page, letter: string) {
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
  await page.keyboard.press(letter);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
}

/** Waits until a service worker controls the page, so a reload works while the server is down. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 20_000,
  });

test('the server killed and restarted in the middle of a quiz loses no answer', async ({ page, baseURL }) => {
  const { id, item } = await enrolledCourse(page, baseURL!, [QUIZ]);
  const quiz = item(QUIZ);

  await logIn(page, PETR);
  await page.goto(`/kurzy/${id}/lp_quiz/${quiz.id}`);
  await controlled(page);
  await page.getByRole('button', { name: 'Začít kvíz' }).click();
  const save = page.locator('[data-save-state]');

  // two answers reach the server
  await expect(page).toHaveURL(/\/1$/);
  await answer(page, 'b');
  await page.getByRole('button', { name: 'Další' }).click();
  await expect(page).toHaveURL(/\/2$/);
  await answer(page, 'a');
  await expect(save).toHaveAttribute('data-save-state', 'saved');

  // the server dies without warning; the learner answers on
  await server.kill();
  await page.getByRole('button', { name: 'Další' }).click();
  await expect(page).toHaveURL(/\/3$/);
  await answer(page, 'c');
  await expect(page.getByRole('status').filter({ hasText: 'Čeká na synchronizaci' })).toBeVisible();
  await expect(save).toHaveAttribute('data-save-state', 'queued');

  // a reload while it is down keeps every answer, and sends none of them twice
  await page.reload();
  for (const n of [1, 2, 3])
    await expect(
      strip(page).getByRole('link', { name: new RegExp(`^Otázka ${n},.*zodpovězená`) }),
    ).toBeVisible();
  await page.waitForTimeout(1_000); // longer than the answers' debounce: a second save would be queued by now
  await expect(page.getByRole('status').filter({ hasText: 'Čeká na synchronizaci' })).toHaveText(
    'Čeká na synchronizaci: 1 akce',
  );

  // the server comes back on the same data: the waiting answer is sent, and the quiz is evaluated
  await server.start();
  await expect(page.getByRole('status').filter({ hasText: 'Čeká na synchronizaci' })).toHaveCount(0, {
    timeout: 30_000,
  });
  await evaluateWithGaps(page);
  await expect(page.getByRole('heading', { name: 'Výsledek kvízu' })).toBeVisible({ timeout: 20_000 });

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
