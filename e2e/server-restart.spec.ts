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

/** Waits until a service worker controls the page, so a reload works while the server is down. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 20_000,
  });

// Known defect, open in issue 8: after a reload while the server is down, the quiz sometimes shows an
// answer the server already saved as unanswered (the kept copy predates that save), or its intro screen.
test.fixme('the server killed and restarted in the middle of a quiz loses no answer', async ({
  page,
  baseURL,
}) => {
  const { id, item } = await enrolledCourse(page, baseURL!, [QUIZ]);
  const quiz = item(QUIZ);

  await logIn(page, PETR);
  await page.goto(`/kurzy/${id}/lp_quiz/${quiz.id}`);
  await controlled(page);
  await page.getByRole('button', { name: 'Začít kvíz' }).click();
  const save = page.locator('[data-save-state]');

  // two answers reach the server
  await expect(page).toHaveURL(/\/1$/);
  await page.keyboard.press('b');
  await page.getByRole('button', { name: 'Další' }).click();
  await expect(page).toHaveURL(/\/2$/);
  await page.keyboard.press('a');
  await expect(save).toHaveAttribute('data-save-state', 'saved');

  // the server dies without warning; the learner answers on
  await server.kill();
  await page.getByRole('button', { name: 'Další' }).click();
  await expect(page).toHaveURL(/\/3$/);
  await page.keyboard.press('c');
  await expect(page.getByRole('status').filter({ hasText: 'Čeká na synchronizaci' })).toBeVisible();
  await expect(save).toHaveAttribute('data-save-state', 'queued');

  // a reload while it is down keeps every answer
  await page.reload();
  for (const n of [1, 2, 3])
    await expect(
      strip(page).getByRole('link', { name: new RegExp(`^Otázka ${n},.*zodpovězená`) }),
    ).toBeVisible();

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
