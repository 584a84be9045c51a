import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

test('the register screen’s terms open in the web view, and its round Zpět button returns', async ({
  page,
  baseURL,
}) => {
  const site = baseURL!.replace('://app.', '://');
  await page.goto('/');
  await page.getByRole('link', { name: 'Registrace' }).first().click();
  await expect(page).toHaveURL(/\/registrace$/);

  await page.getByRole('link', { name: 'obchodními podmínkami' }).click();
  await expect(page).toHaveURL(`${baseURL}/w/${encodeURIComponent(`${site}/obchodni-podminky/`)}`);
  const frame = page.frameLocator('iframe[title="Obchodní podmínky"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Obchodní podmínky' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  await expect(page).toHaveTitle(/^Obchodní podmínky · /);
  await expectAccessible(page);

  const back = page.getByRole('button', { name: 'Zpět', exact: true });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/registrace$/);
  await expect(page.getByRole('button', { name: 'Vytvořit účet' })).toBeVisible();

  // the browser's own back works the same way
  await page.getByRole('link', { name: 'zásadami ochrany osobních údajů' }).click();
  await expect(
    page
      .frameLocator('iframe[title="Zásady ochrany osobních údajů"]')
      .getByRole('heading', { level: 1, name: 'Zásady ochrany osobních údajů' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/registrace$/);
});

test('the web view embeds no page of another web: it offers to open it in a new tab', async ({ page }) => {
  await page.goto(`/w/${encodeURIComponent('https://example.com/cokoli')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stránku nelze zobrazit' })).toBeVisible();
  await expect(page.getByText('Stránka example.com se v aplikaci nezobrazuje')).toBeVisible();
  await expect(page.getByRole('link', { name: /Otevřít v novém okně/ })).toHaveAttribute(
    'href',
    'https://example.com/cokoli',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`/w/${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page.getByText('Neplatná adresa stránky')).toBeVisible();
  await expect(page.getByRole('link', { name: /Otevřít v novém okně/ })).toHaveCount(0);
});
