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

/** A new learner registered through the API (as the registration screen does). */
export async function registeredLearner(page: Page, baseURL: string): Promise<Account> {
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
