import { expect, test } from '@playwright/test';
import { fillLogin, logIn, registeredLearner, type Account } from './learner';
import { expectAccessible } from './support';

/*
 * Orders and revenue (issue 23 point 2, decision 0028): a learner buys ZSV for a month on the website
 * with the demo provider; an administrator finds the order in the studio by family and status, sees it in
 * the revenue, and refunds it with a reason; the learner's plan has ended at once. Checked by axe.
 */

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

const SPRAVCE: Account = { username: 'spravce', password: 'Studovna2026' };

test('an administrator filters the orders, refunds one with a reason, and the learner’s plan ends', async ({
  page,
  browser,
  baseURL,
}) => {
  const site = baseURL!.replace('://app.', '://');
  const learner = await registeredLearner(page, baseURL!);
  await logIn(page, learner);
  // the app hands the learner over to the website's plans, signed in
  await page.goto('/studijni-plany');
  await expect(page).toHaveURL(`${site}/studijni-plany/`);
  await page.getByRole('button', { name: 'Koupit ZSV – 1 měsíc' }).click();
  await page.getByRole('button', { name: 'Zaplatit (ukázka)' }).click();
  await expect(page.getByRole('status')).toHaveText('Studijní plán je aktivní. Příjemné studium!');

  // the administrator: ZSV orders that are paid, the learner's among them
  const studio = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  const admin = await studio.newPage();
  await admin.goto('/studio/objednavky');
  await fillLogin(admin, SPRAVCE);
  await expect(admin.getByRole('heading', { level: 1, name: 'Objednávky a tržby' })).toBeVisible();
  const filters = admin.getByRole('search', { name: 'Výběr objednávek' });
  await filters.getByRole('combobox', { name: 'Rodina plánu' }).selectOption('zsv');
  await filters.getByRole('combobox', { name: 'Stav' }).selectOption({ label: 'zaplacená' });
  await expect(admin).toHaveURL(/rodina=zsv&stav=completed/);
  const row = admin.getByRole('row').filter({ hasText: learner.email });
  await expect(row).toContainText('ZSV – 1 měsíc');
  await expect(row).toContainText('399 Kč');
  await expect(admin.getByRole('figure', { name: /^Tržby po dnech/ })).toBeVisible();
  await expect(admin.getByRole('img', { name: /^Sloupcový graf tržeb, celkem [\d\s]+Kč/ })).toBeVisible();
  await expectAccessible(admin);

  // refused without a reason, then refunded with one
  await row.getByRole('button', { name: /^Vrátit peníze za objednávku #\d{6}$/ }).click();
  const form = admin.getByRole('region', { name: /^Vrátit peníze za objednávku/ });
  const reason = form.getByRole('textbox', { name: 'Důvod vrácení' });
  await expect(reason).toBeFocused();
  await form.getByRole('button', { name: 'Vrátit 399 Kč a ukončit plán' }).click();
  await expect(reason).toHaveAccessibleDescription(/Napiš, proč peníze vracíme\./);
  await expectAccessible(admin);
  await reason.fill('Koupil/a omylem, napsal/a podpoře.');
  await form.getByRole('button', { name: 'Vrátit 399 Kč a ukončit plán' }).click();
  await expect(
    admin.getByText(/Studijní plán skončil a studující k němu ztratil\/a přístup\./),
  ).toBeVisible();
  // a refunded order is no longer among the paid ones; among the refunded it shows who and why
  await expect(row).toHaveCount(0);
  await filters.getByRole('combobox', { name: 'Stav' }).selectOption({ label: 'vrácená' });
  await expect(admin.getByRole('row').filter({ hasText: learner.email })).toContainText(
    'Koupil/a omylem, napsal/a podpoře.',
  );
  await studio.close();

  // the learner: the plan has ended
  await page.goto(`${baseURL}/uzivatel/plany`);
  await expect(page.getByText('ZSV – 1 měsíc')).toBeVisible();
  await expect(page.getByText('Ukončen', { exact: true })).toBeVisible();
});
