import { expect, test, type Page } from '@playwright/test';
import { type Account, fillLogin, logIn, registeredLearner } from './learner';
import { solidPng } from './png';
import { expectAccessible } from './support';

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Části nastavení' }).getByRole('tab', { name, exact: true });

async function openSettings(page: Page) {
  await page.getByRole('link', { name: 'Profil', exact: true }).click();
  await page.getByRole('link', { name: 'Nastavení' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/nastaveni$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
}

test('a learner changes the password, is logged out and logs in with the new one only', async ({
  page,
  baseURL,
}) => {
  const learner = await registeredLearner(page, baseURL!);
  const changed: Account = { ...learner, password: 'Zmenene-Heslo-2026' };
  await logIn(page, learner);
  await openSettings(page);

  await tab(page, 'Heslo').click();
  await expect(page).toHaveURL(/\/uzivatel\/nastaveni\?karta=heslo$/);
  await expect(tab(page, 'Heslo')).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  await page.getByLabel('Stávající heslo').fill(learner.password);
  await page.getByLabel('Nové heslo', { exact: true }).fill(changed.password);
  await page.getByLabel('Nové heslo znovu').fill('Preklep-Heslo-2026');
  await page.getByRole('button', { name: 'Změnit heslo' }).click();
  await expect(page.getByText('Zadané nové heslo se neshoduje.')).toBeVisible();

  await page.getByLabel('Stávající heslo').fill('tohle-neni-moje-heslo');
  await page.getByLabel('Nové heslo znovu').fill(changed.password);
  await page.getByRole('button', { name: 'Změnit heslo' }).click();
  await expect(page.getByText('Zadané stávající heslo není správné.')).toBeVisible();
  await expect(page).toHaveURL(/\/uzivatel\/nastaveni\?karta=heslo$/);

  await page.getByLabel('Stávající heslo').fill(learner.password);
  await page.getByRole('button', { name: 'Změnit heslo' }).click();

  // logged out, on the login screen with the message
  await expect(page).toHaveURL(/\/prihlaseni$/);
  await expect(page.getByText('Heslo je změněné. Přihlas se prosím znovu novým heslem.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(learner.username) })).toHaveCount(0);

  await page.goto('/prihlaseni');
  await fillLogin(page, learner);
  await expect(page.getByRole('alertdialog')).toContainText('Zadány neplatné údaje.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Zkusit znovu' }).click();
  await fillLogin(page, changed);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('link', { name: new RegExp(learner.username) })).toBeVisible();
});

test('a learner gives themselves a nickname and a picture, seen on Home and Profile', async ({
  page,
  baseURL,
}) => {
  const learner = await registeredLearner(page, baseURL!);
  const nickname = `Pilná ${learner.username.slice(-5)}`;
  await logIn(page, learner);
  await openSettings(page);
  await expect(tab(page, 'Obecné')).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  const nicknameField = page.getByLabel('Přezdívka');
  await expect(nicknameField).toHaveValue(learner.username);
  await nicknameField.fill('   ');
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText('Přezdívka nesmí být prázdná.')).toBeVisible();
  await expect(nicknameField).toBeFocused();

  await nicknameField.fill(nickname);
  await page.getByLabel('Jméno', { exact: true }).fill('Alena');
  await page.getByLabel('Příjmení').fill('Pilná');
  await page.getByLabel('Vybrat nový obrázek').setInputFiles({
    name: 'ja.png',
    mimeType: 'image/png',
    buffer: solidPng(40, [32, 120, 200]),
  });
  await expect(page.getByText('Vybráno: ja.png')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Náhled nového profilového obrázku' })).toBeVisible();
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText('Profil je uložený.')).toBeVisible();
  const current = page.getByRole('img', { name: 'Tvůj současný profilový obrázek' });
  await expect(current).toBeVisible();
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  await page.getByRole('button', { name: 'Zpět', exact: true }).click();
  await expect(page).toHaveURL(/\/uzivatel\/ucet$/);
  await expect(page.getByRole('heading', { level: 2, name: nickname })).toBeVisible();
  await expect(page.getByText('Alena Pilná')).toBeVisible();
  const picture = page.locator('img[src*="avatar"]').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  await page.goto('/');
  await expect(page.getByRole('link', { name: `Profil: ${nickname}` })).toBeVisible();
  // saved on the server, not only in this tab
  await page.reload();
  await expect(page.getByRole('link', { name: `Profil: ${nickname}` })).toBeVisible();
});

test('a learner deletes the account with the password and can no longer log in', async ({
  page,
  baseURL,
}) => {
  const learner = await registeredLearner(page, baseURL!);
  await logIn(page, learner);
  await page.goto('/uzivatel/nastaveni?karta=smazat');
  await expect(tab(page, 'Smazat účet')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Smazáním účtu natrvalo přijdeš o:')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Smazat účet' }).click();
  await expect(page.getByText('Pro smazání účtu zadej své heslo.')).toBeVisible();
  await page.getByLabel('Tvoje heslo').fill(learner.password);
  await page.getByRole('button', { name: 'Smazat účet' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Opravdu chceš smazat účet?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Smazat natrvalo' }).click();

  await expect(
    page.getByText('Účet i všechna tvoje data jsou smazané. Mrzí nás, že odcházíš.'),
  ).toBeVisible();
  await page.goto('/prihlaseni');
  await fillLogin(page, learner);
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect(page).toHaveURL(/\/prihlaseni$/);
});
