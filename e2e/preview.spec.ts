import { expect, test } from '@playwright/test';
import { courseId, fillLogin, historyLength, JANA, logIn, strip } from './learner';
import { expectAccessible } from './support';

const PAID = 'OSP: Analytický a kvantitativní oddíl';

test('a guest tries the sample tasks of a paid course, logs in to have them evaluated and keeps every answer', async ({
  page,
  baseURL,
}) => {
  // the course list of a category starts with the sample tasks
  await page.goto('/');
  await page.getByRole('link', { name: 'Obecné studijní předpoklady (OSP)' }).click();
  const card = page
    .getByRole('list', { name: 'Kurzy' })
    .getByRole('article', { name: 'Ukázkové úlohy zdarma' });
  await expect(card).toContainText('Vyzkoušej si ukázku přípravy na Obecné studijní předpoklady (OSP).');
  await card.getByRole('link', { name: 'Vyzkoušet ukázkové úlohy' }).click();
  await expect(page).toHaveURL(/\/kurzy\/\d+\/lp_course_preview\/\d+\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ukázkové úlohy' })).toBeVisible();
  await expect(strip(page).getByRole('link').first()).toHaveAccessibleName('Otázka 1, bez odpovědi');

  // a paid course's detail offers them too
  const id = await courseId(page, baseURL!, PAID);
  const question = (n: number) => new RegExp(`/kurzy/${id}/lp_course_preview/${id}/${n}$`);
  await page.goto(`/kurzy/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: PAID })).toBeVisible();
  await page
    .getByRole('region', { name: 'Ukázkové úlohy zdarma' })
    .getByRole('link', { name: 'Vyzkoušet ukázkové úlohy' })
    .click();
  await expect(page).toHaveURL(question(1));
  await expect(page.getByRole('banner')).toContainText(`Kurz: ${PAID}`);
  await expect(page.getByRole('status').filter({ hasText: 'Ukázka zdarma.' })).toContainText(
    'Vyhodnotit je můžeš po přihlášení.',
  );
  await expect(page.getByText('Zodpovězeno 0 z 9', { exact: true })).toBeVisible();
  await expect(strip(page).getByRole('link')).toHaveCount(9);

  // answering and moving: the strip marks the answers, moves replace the address
  const entries = await historyLength(page);
  await page.getByRole('textbox', { name: 'Mezera 1' }).fill('48');
  await expect(strip(page).getByRole('link', { name: 'Otázka 1, zodpovězená' })).toBeVisible();
  await strip(page).getByRole('link', { name: 'Otázka 2, bez odpovědi' }).click();
  await expect(page).toHaveURL(question(2));
  await expect(page.getByRole('heading', { level: 2, name: 'Který člen řadu doplní?' })).toBeFocused();
  await page.keyboard.press('b');
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await expect(page.getByText('Zodpovězeno 2 z 9', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Další' }).click();
  await expect(page).toHaveURL(question(3));
  await strip(page).getByRole('link', { name: 'Otázka 1, zodpovězená' }).click();
  await expect(page.getByRole('textbox', { name: 'Mezera 1' })).toHaveValue('48');
  await strip(page).getByRole('link', { name: 'Otázka 2, zodpovězená' }).click();
  await expect(page).toHaveURL(question(2));
  expect(await historyLength(page)).toBe(entries);
  await expectAccessible(page);

  // evaluating is for learners: the login offer, then the login screen with the reason
  await page.getByRole('button', { name: 'Vyhodnotit' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Akce vyžaduje přihlášení' });
  await expect(alert).toBeVisible();
  await expectAccessible(page);
  await alert.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/prihlaseni$/);
  await expect(page.getByText('Akce vyžaduje přihlášení')).toBeVisible();

  // the login leads back to the question, with both answers, and evaluates them as asked
  await fillLogin(page, JANA);
  await expect(page).toHaveURL(question(2));
  await expect(page.getByRole('heading', { level: 2, name: 'Který člen řadu doplní?' })).toBeVisible();
  const result = page.getByRole('region', { name: 'Výsledek ukázky' });
  await expect(result).toContainText(/Správně \d z 9/);
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await expect(page.getByRole('radio').nth(1)).toBeDisabled();
  await expect(page.getByText('Zodpovězeno 2 z 9', { exact: true })).toBeVisible();
  await strip(page)
    .getByRole('link', { name: /^Otázka 1/ })
    .click();
  await expect(page.getByRole('textbox', { name: 'Mezera 1' })).toHaveValue('48');
  await expectAccessible(page);
});

test('a learner without the study plan has the samples evaluated and is offered the plan for pinning', async ({
  page,
  baseURL,
}) => {
  const id = await courseId(page, baseURL!, PAID);
  await logIn(page, JANA);
  await page.goto(`/kurzy/${id}`);
  await page
    .getByRole('region', { name: 'Ukázkové úlohy zdarma' })
    .getByRole('link', { name: 'Vyzkoušet ukázkové úlohy' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/kurzy/${id}/lp_course_preview/${id}/1$`));
  await page.getByRole('textbox', { name: 'Mezera 1' }).fill('39');

  await page.getByRole('button', { name: 'Označit úlohu' }).click();
  const alert = page.getByRole('alertdialog', {
    name: 'Úlohy si lze označovat pouze s aktivním studijním plánem',
  });
  await expect(alert).toContainText(`Kurz ${PAID} je součástí studijního plánu.`);
  await alert.getByRole('button', { name: 'Zpět' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Mezera 1' })).toHaveValue('39');

  await page.getByRole('button', { name: 'Vyhodnotit' }).click();
  const result = page.getByRole('region', { name: 'Výsledek ukázky' });
  await expect(result).toContainText('Správně 1 z 9 (11 %)');
  await expect(page.getByRole('textbox', { name: 'Mezera 1' })).not.toBeEditable();
  await expectAccessible(page);
  await result.getByRole('button', { name: 'Chci tohle' }).click();
  // the website's plans, signed in, at the course's family
  await expect(page).toHaveURL(`${baseURL!.replace('://app.', '://')}/studijni-plany/#osp`);
  await expect(page.getByRole('heading', { level: 1, name: 'Studijní plány' })).toBeVisible();
  await expect(page.getByText('Jsi přihlášen/a jako')).toBeVisible();
});
