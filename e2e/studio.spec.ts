import { expect, test, type Page } from '@playwright/test';
import { fillLogin, JANA, type Account } from './learner';
import { expectAccessible } from './support';

/*
 * The studio in the app (issue 22): a learner is refused with the server's message, an instructor sees
 * another author's course read-only, an administrator edits a course and its curriculum by keyboard alone.
 * Every screen is checked by axe.
 */

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

const SPRAVCE: Account = { username: 'spravce', password: 'Studovna2026' };
const LEKTORKA: Account = { username: 'lektorka.dvorakova', password: 'Studovna2026' };

/** Opens the studio as a guest, logs in on the way and comes back to it. */
async function enterStudio(page: Page, account: Account, path = '/studio') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/prihlaseni$/);
  await fillLogin(page, account);
  await expect(page).toHaveURL(new RegExp(`${path}`));
}

test('a learner is told the studio is not for them, with the way back', async ({ page }) => {
  await enterStudio(page, JANA);
  await expect(page.getByRole('heading', { level: 1, name: 'Do studia nemáš přístup' })).toBeAttached();
  await expect(page.getByText('Do studia mají přístup jen autoři kurzů a tým Studovny.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Zpět do aplikace' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an instructor sees the list, their role and another author’s course read-only', async ({ page }) => {
  await enterStudio(page, LEKTORKA);
  await expect(page.getByRole('heading', { level: 1, name: 'Kurzy' })).toBeVisible();
  await expect(page.getByText('Lektor', { exact: true })).toBeVisible();
  await expectAccessible(page);
  const readOnly = page.getByRole('row').filter({ hasText: 'Jen ke čtení' }).first();
  await readOnly.getByRole('link').click();
  await expect(
    page.getByText('Tento kurz patří jinému autorovi. Můžeš si ho jen prohlédnout.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Název' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Uložit změny' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Kategorie' }).click();
  await expect(page.getByText('Kategorie a studijní plány mění jen tým Studovny.')).toBeVisible();
  await expectAccessible(page);
});

test('an administrator edits a course and its curriculum by keyboard alone', async ({ page }) => {
  await enterStudio(page, SPRAVCE, '/studio/kurzy');
  await expect(page.getByText('Správce', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'OSP: Verbální oddíl' }).click();
  const duration = page.getByRole('textbox', { name: 'Délka' });
  await expect(duration).toBeVisible();
  await expectAccessible(page);

  // a wrong slug is refused on its field, with focus there
  const slug = page.getByRole('textbox', { name: 'Adresa kurzu' });
  const before = await slug.inputValue();
  await slug.fill('Špatná adresa');
  await page.getByRole('button', { name: 'Uložit změny' }).press('Enter');
  await expect(slug).toBeFocused();
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(slug).toHaveAccessibleDescription(/malá písmena bez diakritiky/);
  await expectAccessible(page);
  await slug.fill(before);
  await duration.fill('5 týdnů');
  await page.getByRole('button', { name: 'Uložit změny' }).press('Enter');
  await expect(page.getByText('Uloženo.')).toBeVisible();

  // the curriculum: pick the first item up with Space, move it down, put it down, save
  await page.getByRole('link', { name: 'Osnova' }).press('Enter');
  const first = page.getByRole('button', { name: /^Přesunout: / }).nth(1);
  const name = (await first.getAttribute('aria-label'))!.replace('Přesunout: ', '');
  const handle = page.getByRole('button', { name: `Přesunout: ${name}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} položeno na pozici 2 z`)).toBeAttached();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Uložit osnovu' }).press('Enter');
  await expect(page.getByText('Uloženo.')).toBeVisible();

  await page.getByRole('link', { name: 'Historie změn' }).press('Enter');
  await expect(page.getByText('změnil(a) osnovu').first()).toBeVisible();
  await expectAccessible(page);
});

test('an instructor exports a course as a package and imports it again as a draft, by keyboard', async ({
  page,
}) => {
  await enterStudio(page, LEKTORKA, '/studio/kurzy');
  const own = page
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .filter({ hasNotText: 'Jen ke čtení' })
    .first();
  const title = await own.getByRole('link').innerText();
  await own.getByRole('link').press('Enter');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportovat balíček' }).press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.zip$/);
  const zip = await download.path();
  await expect(
    page.getByText(`Balíček kurzu je stažený jako ${download.suggestedFilename()}.`),
  ).toBeVisible();

  await page.goto('/studio/kurzy');
  await page.getByRole('button', { name: 'Importovat balíček' }).press('Enter');
  const form = page.getByRole('form', { name: 'Import balíčku kurzu' });
  const input = form.getByLabel('Balíček kurzu (ZIP)');
  await expect(input).toBeFocused();
  // a file that is not a package is refused with the server's message, read out where focus goes
  await input.setInputFiles({
    name: 'otazky.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('Není to zip.'),
  });
  await form.getByRole('button', { name: 'Importovat', exact: true }).press('Enter');
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText('Soubor není balíček kurzu: nejde otevřít jako ZIP.');
  await expect(refusal).toBeFocused();
  await expectAccessible(page);
  await input.setInputFiles(zip);
  await form.getByRole('button', { name: 'Importovat', exact: true }).press('Enter');
  await expect(page.getByText(/je naimportovaný jako koncept\. Adresu/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('header').getByText('Koncept', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the question bank downloads what its filters find as a GIFT file', async ({ page }) => {
  await enterStudio(page, SPRAVCE, '/studio/otazky');
  await page.getByRole('searchbox', { name: 'Hledat v textu otázek' }).fill('analogie');
  await expect(page).toHaveURL(/q=analogie/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportovat do GIFT' }).press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('otazky.gift');
  await expect(page.getByText(/^Do souboru otazky\.gift jsme zapsali \d+ otáz/)).toBeVisible();
  await expectAccessible(page);
});
