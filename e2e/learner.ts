import { expect, type Page } from '@playwright/test';
import { newLearner } from './support';

export interface Account {
  username: string;
  password: string;
}

/** The demo learner with the OSP study plan. */
export const PETR: Account = { username: 'petr', password: 'Studovna2026' };
/** The demo learner without any study plan. */
export const JANA: Account = { username: 'jana', password: 'Studovna2026' };

/** The free OSP course every learner may enrol in. */
export const COURSE = 'OSP: Verbální oddíl';

/** The paid ZSV course, and the quiz of its section on Law that no free preview opens. */
export const ZSV_COURSE = 'ZSV: Ekonomie, právo a politologie';
export const LOCKED_QUIZ = 'Test: Ústava a legislativní proces';

/** The ZSV course's quizzes of the section on Law, in their dialog. */
export async function openLawQuizzes(page: Page, course: number) {
  await page.goto(`/kurzy/${course}`);
  await expect(page.getByRole('heading', { level: 1, name: ZSV_COURSE })).toBeVisible();
  await page
    .getByRole('button', { name: /^Kvízy/ })
    .nth(1)
    .click();
  const dialog = page.getByRole('dialog', { name: 'Kvízy: Právo a Ústava ČR' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export interface SeededItem {
  id: number;
  type: string;
  title: string;
}

/** The API of the server behind the app (the app's host without `app.`). */
export const api = (baseURL: string) => `${baseURL.replace('://app.', '://')}/wp-json/learnpress/v1`;

/** The id of a seeded course, looked up by title through the public API. */
export async function courseId(page: Page, baseURL: string, title: string): Promise<number> {
  const response = await page.request.get(`${api(baseURL)}/courses?per_page=100&optimize=1`);
  const courses = (await response.json()) as { id: number; name: string }[];
  const course = courses.find((c) => c.name === title);
  if (!course) throw new Error(`no seeded course "${title}"`);
  return course.id;
}

/**
 * The learner enrolled in the course, with `fresh` items reset to not started (so a journey can run
 * again on the same server); the course id and its items by title.
 */
export async function enrolledCourse(
  page: Page,
  baseURL: string,
  fresh: string[],
  { account = PETR, title = COURSE }: { account?: Account; title?: string } = {},
) {
  const base = api(baseURL);
  const token = (await (await page.request.post(`${base}/token`, { data: account })).json()) as {
    token: string;
  };
  const headers = { Authorization: `Bearer ${token.token}` };
  const id = await courseId(page, baseURL, title);
  await page.request.post(`${base}/courses/enroll`, { headers, data: { id } }); // a second time is refused: fine
  const course = (await (await page.request.get(`${base}/courses/${id}`, { headers })).json()) as {
    sections: { items: SeededItem[] }[];
  };
  const items = course.sections.flatMap((s) => s.items);
  const item = (itemTitle: string) => {
    const found = items.find((i) => i.title === itemTitle);
    if (!found) throw new Error(`no item "${itemTitle}" in "${title}"`);
    return found;
  };
  for (const itemTitle of fresh)
    await page.request.get(`${base}/items/reset?id=${item(itemTitle).id}`, { headers });
  return { id, item };
}

/** A token for the account and its user id, for setting up a journey through the API. */
export async function signIn(page: Page, baseURL: string, account: Account) {
  const response = await page.request.post(`${api(baseURL)}/token`, { data: account });
  expect(response.ok()).toBe(true);
  const { token, user_id } = (await response.json()) as { token: string; user_id: number };
  return { headers: { Authorization: `Bearer ${token}` }, userId: user_id };
}

/** Takes every pin of the account off through the API (the answer statuses stay), so the Board starts empty. */
export async function removeAllPins(page: Page, baseURL: string, account: Account) {
  const base = api(baseURL);
  const { headers, userId } = await signIn(page, baseURL, account);
  const { pins } = (await (await page.request.get(`${base}/users/pins`, { headers })).json()) as {
    pins: { id: number; quizId: number; status: number }[];
  };
  for (const pin of pins) {
    const query = `id=${pin.quizId}&question_id=${pin.id}&user_id=${userId}&status=${pin.status - 10}`;
    const unpinned = await page.request.get(`${base}/quiz/store-question?${query}`, { headers });
    expect(unpinned.ok()).toBe(true);
  }
  const left = (await (await page.request.get(`${base}/users/pins`, { headers })).json()) as {
    pins: unknown[];
  };
  expect(left.pins).toEqual([]);
}

/** A new learner registered through the API (as the registration screen does). */
export async function registeredLearner(page: Page, baseURL: string): Promise<Account & { email: string }> {
  const learner = newLearner();
  const registered = await page.request.post(`${api(baseURL)}/token/register`, {
    data: { ...learner, confirm_password: learner.password },
  });
  expect(registered.ok()).toBe(true);
  return learner;
}

/** Fills in the login screen already open and sends it. */
export async function fillLogin(page: Page, account: Account) {
  await page.getByLabel('Přihlašovací jméno nebo e-mail').fill(account.username);
  await page.getByLabel('Heslo', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

/** Logs in from the login screen and lands on the home screen. */
export async function logIn(page: Page, account: Account = PETR) {
  await page.goto('/prihlaseni');
  await fillLogin(page, account);
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Starts the quiz open at its intro, picks the answers given (by their text, `null` skips a question)
 * one question after another, and evaluates it with the rest unanswered.
 */
export async function answerAndEvaluate(page: Page, answers: (string | null)[]) {
  await page.getByRole('button', { name: 'Začít kvíz' }).click();
  for (const answer of answers) {
    if (answer) await page.getByText(answer, { exact: true }).click();
    await page.getByRole('button', { name: 'Další' }).click();
  }
  await evaluateWithGaps(page);
  await expect(page.getByRole('region', { name: 'Výsledek kvízu' })).toBeVisible();
}

/** Finishes a run that leaves questions unanswered: summary, evaluate, confirm. */
export async function evaluateWithGaps(page: Page) {
  await page.getByRole('button', { name: 'Dokončit a vyhodnotit' }).click();
  await page
    .getByRole('region', { name: 'Shrnutí před vyhodnocením' })
    .getByRole('button', { name: 'Vyhodnotit kvíz' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Opravdu chceš kvíz vyhodnotit bez odpovědi na všechny otázky?' })
    .getByRole('button', { name: 'Vyhodnotit kvíz' })
    .click();
}

/** Tab until the focused element is named `name` (keyboard only). */
export async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`"${name}" was not reached with Tab`);
}

/** The numbers of the quiz's questions (links while taking it, buttons in the review). */
export const strip = (page: Page) => page.getByRole('navigation', { name: 'Otázky kvízu' });

/** How many entries the tab's history holds: moves that replace the address do not add any. */
export const historyLength = (page: Page) => page.evaluate(() => history.length);

/**
 * What the server holds of the learner's quiz run (`/quiz/fetch-results`): its status, the questions
 * with their options, and the answers given, by question id (unanswered ones left out).
 */
export async function quizOnServer(page: Page, baseURL: string, account: Account, quizId: number) {
  const { headers } = await signIn(page, baseURL, account);
  const response = await page.request.get(`${api(baseURL)}/quiz/fetch-results?id=${quizId}`, { headers });
  const data = (await response.json()) as {
    questions: { id: number; options: { value: string }[] }[];
    results: { status: string; answered: Record<string, { answered: unknown }> };
  };
  const answered = Object.fromEntries(
    Object.entries(data.results.answered)
      .filter(([, a]) => a.answered !== '' && a.answered !== null && a.answered !== undefined)
      .map(([qid, a]) => [qid, a.answered]),
  );
  return { status: data.results.status, questions: data.questions, answered };
}
