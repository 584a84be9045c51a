import { expect, test } from '@playwright/test';
import { fillLogin, type Account } from './learner';
import { expectAccessible } from './support';

/*
 * Item analysis (issue 23 point 5, decision 0030): the author of the analytic OSP course opens its report
 * in the studio, sees the funnel and the learners active per day, opens the report of the quiz with the
 * deliberately bad seeded question, finds it flagged (strong learners choose its distractor, one option
 * nobody chooses) and follows the link to edit it. Every screen is checked by axe.
 */

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

const KUCERA: Account = { username: 'lektor.kucera', password: 'Studovna2026' };
const COURSE = 'OSP: Analytický a kvantitativní oddíl';
const QUIZ = 'Logické úsudky – test s průběžnou kontrolou';
const BAD = 'Žádný plaz není savec. Všichni hadi jsou plazi. Které tvrzení z toho nutně plyne?';

test('an instructor opens the item analysis of a seeded quiz and sees the bad question flagged with a link to edit it', async ({
  page,
}) => {
  await page.goto('/studio/prehledy');
  await expect(page).toHaveURL(/\/prihlaseni$/);
  await fillLogin(page, KUCERA);
  await expect(page.getByRole('heading', { level: 1, name: 'Přehledy' })).toBeVisible();
  // only his own course
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByRole('link', { name: COURSE }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Přehled kurzu ${COURSE}` })).toBeVisible();
  const funnel = page.getByRole('region', { name: 'Od zápisu ke splnění' });
  await expect(funnel.getByRole('listitem')).toHaveCount(4);
  await expect(funnel.getByRole('listitem').first()).toContainText('zapsaných');
  const activity = page.getByRole('region', { name: 'Aktivní studující po dnech' });
  await expect(activity.getByRole('figure', { name: /za posledních 30 dní/ })).toBeVisible();
  await activity.getByRole('combobox', { name: 'Období' }).selectOption({ label: 'Posledních 90 dní' });
  await expect(activity.getByRole('figure', { name: /za posledních 90 dní/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: QUIZ }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Analýza otázek: ${QUIZ}` })).toBeVisible();
  await expect(page.getByText('Čas u otázky je průměr studujících', { exact: false })).toBeVisible();
  const flagged = page.getByRole('region', { name: /k prověření$/ });
  const bad = flagged.getByRole('listitem').filter({ hasText: BAD }).first();
  await expect(bad).toContainText('Záporná rozlišovací schopnost');
  await expect(bad).toContainText('Možnost „Někteří hadi jsou savci.“ nikdo nezvolil.');
  // the seeded learners' time on the question, in the table of all questions
  const row = page.getByRole('row').filter({ hasText: BAD });
  const timeColumn = await page.getByRole('columnheader').allTextContents();
  await expect(row.getByRole('cell').nth(timeColumn.indexOf('Průměrný čas') - 1)).toHaveText(
    /^(\d+ min )?\d+ s$/,
  );
  await expectAccessible(page);

  await bad.getByRole('link', { name: `Upravit otázku ${BAD}` }).click();
  await expect(page).toHaveURL(/\/studio\/otazky\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Úprava otázky' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Zadání' })).toHaveValue(BAD);
});
