import { expect, test } from '@playwright/test';
import { fillLogin, JANA, logIn } from './learner';
import { expectAccessible, newLearner, serveBuiltAppElsewhere } from './support';

test('a new learner registers, is logged in, sees their name, logs out and logs in again', async ({
  page,
}) => {
  const learner = newLearner();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Předměty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Obecné studijní předpoklady (OSP)' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Registrace' }).first().click();
  await expect(page).toHaveURL(/\/registrace$/);
  await expectAccessible(page);
  await page.getByLabel('Uživatelské jméno').fill(learner.username);
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByLabel('Heslo', { exact: true }).fill(learner.password);
  await page.getByLabel('Potvrzení hesla').fill('jine-heslo-2026');
  await page.getByRole('button', { name: 'Vytvořit účet' }).click();
  await expect(page.getByText('Nesprávné potvrzovací heslo!')).toBeVisible();
  await page.getByLabel('Potvrzení hesla').fill(learner.password);
  await page.getByRole('button', { name: 'Vytvořit účet' }).click();
  await expect(page.getByText('Je nutné potvrdit souhlas se zásadami ochrany osobních údajů.')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Vytvořit účet' }).click();

  // registered, then logged in, then home with the learner's name
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: new RegExp(learner.username) })).toBeVisible();

  // a reload keeps the session
  await page.reload();
  await expect(page.getByRole('link', { name: new RegExp(learner.username) })).toBeVisible();

  await page.getByRole('link', { name: 'Profil', exact: true }).click();
  await expect(page.getByText(learner.email)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(learner.username) })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain(learner.username);

  await page.getByRole('link', { name: 'Přihlásit se' }).first().click();
  await expect(page).toHaveURL(/\/prihlaseni/);
  await expectAccessible(page);
  await fillLogin(page, { ...learner, username: learner.email });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: new RegExp(learner.username) })).toBeVisible();
});

test('registration with everything wrong shows every problem after one submit, the first focused', async ({
  page,
}) => {
  await page.goto('/registrace');
  const username = page.getByLabel('Uživatelské jméno');
  // the rule for usernames is said before it is broken
  await expect(username).toHaveAccessibleDescription(
    '3 až 60 znaků: písmena bez diakritiky, číslice a znaky . _ -',
  );
  await username.fill('Klára');
  await page.getByLabel('E-mail').fill('klara@');
  await page.getByLabel('Heslo', { exact: true }).fill('Heslo-2026-ok');
  await page.getByLabel('Potvrzení hesla').fill('jine-heslo-2026');
  await page.getByRole('button', { name: 'Vytvořit účet' }).click();

  await expect(page.getByText('Formulář obsahuje 4 chyby. Oprav je prosím.')).toBeAttached();
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(
    /bez diakritiky.*Chyba: Uživatelské jméno může mít 3 až 60 znaků/,
  );
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Chyba: E-mail je neplatný.');
  await expect(page.getByLabel('Heslo', { exact: true })).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Potvrzení hesla')).toHaveAccessibleDescription(
    'Chyba: Nesprávné potvrzovací heslo!',
  );
  await expect(page.getByRole('checkbox')).toHaveAccessibleDescription(
    'Chyba: Je nutné potvrdit souhlas se zásadami ochrany osobních údajů.',
  );
  await expectAccessible(page);
});

test('a wrong password shows the credential alert with the forgot-password option', async ({ page }) => {
  await page.goto('/prihlaseni');
  await fillLogin(page, { username: 'jana', password: 'tohle-neni-heslo' });
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Zadány neplatné údaje.');
  await expectAccessible(page);
  await alert
    .getByRole('button', { name: 'Zapomenuté heslo?' })
    .or(alert.getByRole('link', { name: 'Zapomenuté heslo?' }))
    .click();
  await expect(page).toHaveURL(/\/zapomenute-udaje$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zapomenuté údaje' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown user is offered registration', async ({ page }) => {
  await page.goto('/prihlaseni');
  await fillLogin(page, { username: 'nikdo-takovy', password: 'nejake-heslo' });
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await alert
    .getByRole('button', { name: 'Registrovat se' })
    .or(alert.getByRole('link', { name: 'Registrovat se' }))
    .click();
  await expect(page).toHaveURL(/\/registrace$/);
});

test('the login screen validates before calling the server', async ({ page }) => {
  await page.goto('/prihlaseni');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Chybí přihlašovací jméno.')).toBeVisible();
  await page.getByLabel('Přihlašovací jméno nebo e-mail').fill('jana');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByText('Chybí heslo.')).toBeVisible();
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/tohle/neexistuje');
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('link', { name: 'Zpět na úvod' })
    .or(page.getByRole('button', { name: 'Zpět na úvod' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('a logged-in learner on an unknown address gets the not-found screen without the Login button', async ({
  page,
}) => {
  await logIn(page, JANA);
  await page.goto('/uzivatel/neexistuje');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
  await expect(page.getByText('Za 2 minuty tě automaticky vrátíme na úvod.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Přihlásit se' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Zpět na úvod' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /Profil: / })).toBeVisible();
});

test('the app on an address without app. shows only the deployment error', async ({ page }) => {
  const elsewhere = await serveBuiltAppElsewhere();
  try {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wp-json/')) apiCalls.push(request.url());
    });
    await page.goto(elsewhere.url);
    await expect(page.locator('body')).toHaveText('Invalid deployment: required application domain!');
    await page.waitForTimeout(500);
    expect(apiCalls).toEqual([]);
  } finally {
    await elsewhere.close();
  }
});

test('the website pages the app links to are served in Czech', async ({ page, baseURL }) => {
  const site = baseURL!.replace('://app.', '://');
  for (const [path, heading] of [
    ['/zasady-ochrany/', 'Zásady ochrany osobních údajů'],
    ['/obchodni-podminky/', 'Obchodní podmínky'],
  ]) {
    await page.goto(site + path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
  }
});
