import { expect, test, type Locator } from '@playwright/test';
import { enrolledCourse, evaluateWithGaps, logIn } from './learner';
import { expectAccessible } from './support';

const COURSE = 'OSP: Analytický a kvantitativní oddíl';
const MOCK = 'OSP nanečisto: celý test';

/** The value beside a label in a list of facts (`dt` / `dd`). */
const fact = (scope: Locator, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('a learner takes the OSP mock test to the end: its parts and scoring before the start, each part’s result, the points taken off and the percentile after', async ({
  page,
  baseURL,
}) => {
  const { id, item } = await enrolledCourse(page, baseURL!, [MOCK], { title: COURSE });
  await logIn(page);
  await page.goto(`/kurzy/${id}/lp_quiz/${item(MOCK).id}`);

  // the intro: the real format — two parts of 33 questions, 85 minutes, −1/3 for a wrong answer
  const intro = page.getByRole('region', { name: 'O kvízu' });
  await expect(fact(intro, 'Otázky')).toHaveText('66 otázek');
  await expect(fact(intro, 'Časový limit')).toHaveText('85 minut');
  await expect(fact(intro, 'Bodování')).toHaveText(
    'Za špatnou odpověď se odečte 1/3 bodů otázky. Vynechaná otázka nic neubírá.',
  );
  await expect(fact(intro, 'Části testu').getByRole('listitem')).toHaveText([
    'Verbální oddíl · 33 otázek',
    'Analytický oddíl · 33 otázek',
  ]);
  await expectAccessible(page);

  // two right and one wrong in the verbal part, everything else left out
  await page.getByRole('button', { name: 'Začít kvíz' }).click();
  for (const answer of ['opatrně – poškodit', 'chválili – vyprodaná', 'usnadnit – nových – prodloužilo']) {
    await page.getByText(answer, { exact: true }).click();
    await page.getByRole('button', { name: 'Další' }).click();
  }
  await evaluateWithGaps(page);

  // the result: 2 − 1/3 = 1,67 of 66 points, each part on its own, the percentile among the cohort
  const result = page.getByRole('region', { name: 'Výsledek kvízu' });
  await expect(result.getByRole('heading', { name: 'Výsledek kvízu' })).toBeFocused();
  await expect(fact(result, 'Body')).toHaveText('1,67 z 66');
  await expect(fact(result, 'Odečteno')).toHaveText('0,33');
  const parts = result.getByRole('region', { name: 'Výsledek po částech testu' });
  await expect(parts.getByRole('listitem')).toHaveText([
    'Verbální oddíl1,67 z 33 bodůSprávně 2 · špatně 1 · vynecháno 30',
    'Analytický oddíl0 z 33 bodůSprávně 0 · špatně 0 · vynecháno 33',
  ]);
  const comparison = result.getByRole('region', { name: 'Srovnání s ostatními' });
  await expect(comparison.getByRole('paragraph')).toHaveText(
    /^(Máš stejně nebo víc bodů než \d+(,\d{1,2})?\s% studentů, kteří|Zatím mají víc bodů všichni, kdo) test dokončili \(\d+\)\.$/,
  );
  const learners = Number(/\((\d+)\)\.$/.exec((await comparison.getByRole('paragraph').textContent())!)![1]);
  expect(learners).toBeGreaterThanOrEqual(20);
  await expectAccessible(page);
});
