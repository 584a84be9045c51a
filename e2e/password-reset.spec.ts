import { expect, test } from '@playwright/test';
import { fillLogin, registeredLearner } from './learner';
import { mailTo, resetLinkOf } from './mailbox';
import { expectAccessible } from './support';

test('a forgotten password is reset through the e-mailed link, which then stops working', async ({
  page,
  baseURL,
}) => {
  const learner = await registeredLearner(page, baseURL!);
  const newPassword = 'Nove-Heslo-2026';

  await page.goto('/prihlaseni');
  await page.getByRole('link', { name: 'Zapomenuté heslo?' }).click();
  await expect(page).toHaveURL(/\/zapomenute-udaje$/);
  // the login screen stays until the forgot screen's chunk has come, and its login field is labelled
  // "…nebo e-mail" too: the form is filled once its own screen shows
  await expect(page.getByRole('heading', { level: 1, name: 'Zapomenuté údaje' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(learner.email);
  await page.getByRole('button', { name: 'Obnovit heslo' }).click();
  await expect(page.getByText('Zkontroluj svůj e-mail')).toBeVisible();
  await expect(
    page.getByText('Pokud u nás účet s touto adresou existuje, poslali jsme na ni odkaz'),
  ).toBeVisible();

  // the message went through the SMTP server
  const mail = await mailTo(learner.email);
  expect(mail.subject).toBe('Nastavení nového hesla do Studovny');
  expect(mail.text).toContain(learner.username);
  const link = resetLinkOf(mail.raw);
  expect(new URL(link).origin).toBe(baseURL!.replace('://app.', '://'));

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nastav si nové heslo' })).toBeVisible();
  await expect(page.getByText(learner.username)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nové heslo', { exact: true }).fill(newPassword);
  await page.getByLabel('Nové heslo znovu').fill('Jine-Heslo-2026');
  await page.getByRole('button', { name: 'Nastavit heslo' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nové heslo', { exact: true }).fill(newPassword);
  await page.getByLabel('Nové heslo znovu').fill(newPassword);
  await page.getByRole('button', { name: 'Nastavit heslo' }).click();
  await expect(page.getByText('Heslo je nastavené. Teď se můžeš přihlásit novým heslem.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(`${baseURL}/prihlaseni`);
  await fillLogin(page, learner);
  await expect(page.getByRole('alertdialog')).toContainText('Zadány neplatné údaje.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Zkusit znovu' }).click();
  await fillLogin(page, { ...learner, password: newPassword });
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('link', { name: new RegExp(learner.username) })).toBeVisible();

  // the link is single-use
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Odkaz nelze použít' })).toBeVisible();
  await expect(
    page.getByText('Odkaz pro obnovení hesla je neplatný, už byl použitý, nebo vypršel. Požádej si o nový.'),
  ).toBeVisible();
  await expectAccessible(page);
});
