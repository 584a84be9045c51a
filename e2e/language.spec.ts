import { expect, test, type Page } from '@playwright/test';
import { api, registeredLearner, type Account } from './learner';
import { expectAccessible } from './support';

// a browser that prefers English (every other journey runs in a Czech one)
test.use({ locale: 'en-US' });

/** Sends a login with a wrong password from the login screen open; the server's message for it. */
async function wrongLogin(
  page: Page,
  baseURL: string,
  account: Account,
  labels: { name: string; password: string; submit: string },
) {
  await page.getByLabel(labels.name).fill(account.username);
  await page.getByLabel(labels.password, { exact: true }).fill('tohle-neni-heslo');
  const answer = page.waitForResponse(`${api(baseURL)}/token`);
  await page.getByRole('button', { name: labels.submit }).click();
  const response = await answer;
  expect(response.ok()).toBe(false);
  return ((await response.json()) as { message: string }).message;
}

const ENGLISH = { name: 'Username or e-mail', password: 'Password', submit: 'Log in' };
const CZECH = { name: 'Přihlašovací jméno nebo e-mail', password: 'Heslo', submit: 'Přihlásit se' };

test('a browser preferring English opens the app in English; Czech chosen in Settings stays, also in server messages', async ({
  page,
  baseURL,
}) => {
  const learner = await registeredLearner(page, baseURL!);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Subjects' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page);

  await page.goto('/prihlaseni');
  expect(await wrongLogin(page, baseURL!, learner, ENGLISH)).toBe('The password is not correct.');
  await expect(page.getByRole('alertdialog')).toContainText('The password is not correct.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Try again' }).click();

  await page.getByLabel(ENGLISH.name).fill(learner.username);
  await page.getByLabel(ENGLISH.password, { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: ENGLISH.submit }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/nastaveni$/);
  const english = page.getByRole('radiogroup', { name: 'Language' });
  await expect(english.getByRole('radio', { name: 'English' })).toBeChecked();
  await expectAccessible(page);

  await english.getByRole('radio', { name: 'Čeština' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByRole('tab', { name: 'Obecné' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: 'Jazyk' }).getByRole('radio', { name: 'Čeština' }),
  ).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');

  await page.goto('/uzivatel/ucet');
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/prihlaseni');
  expect(await wrongLogin(page, baseURL!, learner, CZECH)).toBe('Zadané heslo není správné.');
  await expect(page.getByRole('alertdialog')).toContainText('Zadané heslo není správné.');
});
