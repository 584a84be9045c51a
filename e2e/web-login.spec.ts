import { expect, test } from '@playwright/test';
import { WEB_LOGIN_ACCOUNT } from './infrastructure';
import { expectAccessible } from './support';

test('a learner logs in through the web: the provider’s login and consent, then home in the app', async ({
  page,
  baseURL,
}) => {
  await page.goto('/prihlaseni');
  await page.getByRole('link', { name: 'Přihlásit se přes web' }).click();

  // the OpenID provider's own pages
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeVisible();
  await page.getByLabel('Uživatelské jméno').fill(WEB_LOGIN_ACCOUNT.login);
  await page.getByLabel('Heslo').fill('spatne-heslo');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('alert')).toHaveText('Neplatné jméno nebo heslo.');
  await page.getByLabel('Uživatelské jméno').fill(WEB_LOGIN_ACCOUNT.login);
  await page.getByLabel('Heslo').fill(WEB_LOGIN_ACCOUNT.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Souhlas' })).toBeVisible();
  await page.getByRole('button', { name: 'Povolit' }).click();

  // back in the app, logged in, the token gone from the address
  await expect(page).toHaveURL(`${baseURL}/`);
  const profile = page.getByRole('link', { name: new RegExp(WEB_LOGIN_ACCOUNT.name!) });
  await expect(profile).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(profile).toBeVisible();
  await profile.click();
  await expect(page.getByText(WEB_LOGIN_ACCOUNT.email!)).toBeVisible();
});

test('a web login refused at the provider comes back as a failed login', async ({ page, baseURL }) => {
  await page.goto('/prihlaseni');
  await page.getByRole('link', { name: 'Přihlásit se přes web' }).click();
  await page.getByRole('button', { name: 'Zrušit' }).click();
  await expect(page).toHaveURL(`${baseURL}/prihlaseni`);
  await expect(page.getByText('Přihlášení přes web se nezdařilo. Zkus to prosím znovu.')).toBeVisible();
  await expectAccessible(page);
});
