import { expect, test, type Page } from '@playwright/test';
import {
  answerAndEvaluate,
  COURSE,
  enrolledCourse,
  logIn,
  PETR,
  registeredLearner,
  removeAllPins,
  strip,
} from './learner';
import { expectAccessible } from './support';

const QUIZ = 'Doplňování vět, synonyma a antonyma – test';
/** The free practice quiz (instant check), open to a learner without a plan. */
const WARM_UP = 'Analogie – procvičování';
const CATEGORY = 'Obecné studijní předpoklady (OSP)';
/** Right, wrong, right, wrong; the rest left unanswered. */
const ANSWERS = ['spolehlivou – vyvrátilo', 'štědrý – zrušit', 'výjimečný', 'pokorný'];

const boardTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: /^Nástěnka/ });

/** The numbered boxes of the quiz's pins on the Board. */
const boxes = (page: Page) =>
  page
    .getByRole('region', { name: CATEGORY })
    .getByRole('list', { name: `Označené otázky kvízu ${QUIZ}` })
    .getByRole('listitem');

test('a learner with the plan pins a right and a wrong answer in the review, finds them on the Board, opens one and removes a pin', async ({
  page,
  baseURL,
}) => {
  await removeAllPins(page, baseURL!, PETR);
  const { id, item } = await enrolledCourse(page, baseURL!, [QUIZ]);
  const address = `/kurzy/${id}/lp_quiz/${item(QUIZ).id}`;
  await logIn(page);
  await page.goto(address);
  await answerAndEvaluate(page, ANSWERS);

  // the review: pin question 1 (right) and 2 (wrong); the toggle says it is pressed
  await page.getByRole('link', { name: 'Projít odpovědi' }).click();
  const review = page.getByRole('dialog', { name: 'Kontrola odpovědí' });
  const pin = review.getByRole('button', { name: /^(Označit úlohu|Zrušit označení)$/ });
  for (const n of [1, 2]) {
    await strip(page)
      .getByRole('button', { name: new RegExp(`^Otázka ${n},`) })
      .click();
    await expect(
      review
        .getByRole('region', { name: 'Otázka s odpověďmi' })
        .getByText(`Otázka ${n} z 8`, { exact: true }),
    ).toBeVisible();
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await expect(pin).toHaveAccessibleName('Označit úlohu');
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(pin).toHaveAccessibleName('Zrušit označení');
  }
  await review.getByRole('button', { name: 'Zavřít' }).click();
  await expect(review).toBeHidden();
  await page.goto('/');

  // the Board: OSP → the course → the quiz, a green and a red box; the tab tells how many are due
  await expect(boardTab(page)).toHaveAccessibleName(/^Nástěnka ?, \d+ otáz(ka|ky|ek) k procvičení$/);
  await boardTab(page).click();
  await expect(page).toHaveURL(/\/nastenka(\/[\w-]+)?$/);
  const category = page.getByRole('region', { name: CATEGORY });
  await expect(category.getByRole('heading', { level: 3, name: COURSE })).toBeVisible();
  await expect(category.getByRole('heading', { level: 4, name: QUIZ })).toBeVisible();
  await expect(boxes(page).getByRole('link')).toHaveText(['1', '2']);
  await expect(boxes(page).getByRole('link').nth(0)).toHaveAccessibleName('Otázka 1, správně');
  await expect(boxes(page).getByRole('link').nth(1)).toHaveAccessibleName('Otázka 2, špatně');
  await expect(page.getByRole('list', { name: /^Označené otázky kvízu/ })).toHaveCount(1);
  await expect(
    page.getByRole('link', { name: /^Procvičit, \d+ otáz(ka|ky|ek) k procvičení$/ }),
  ).toBeVisible();
  await expectAccessible(page);

  // a box opens the review at its question
  await boxes(page).getByRole('link', { name: 'Otázka 2, špatně' }).click();
  await expect(page).toHaveURL(new RegExp(`${address}/2$`));
  await expect(review).toBeVisible();
  await expect(
    review.getByRole('region', { name: 'Otázka s odpověďmi' }).getByText('Otázka 2 z 8', { exact: true }),
  ).toBeVisible();
  await expect(review.getByRole('radio', { name: 'A štědrý – zrušit tvoje odpověď, špatně' })).toBeChecked();
  await expect(pin).toHaveAttribute('aria-pressed', 'true');
  await review.getByRole('button', { name: 'Zavřít' }).click();
  await expect(review).toBeHidden();
  await page.goto('/');

  // removing a pin: edit mode, choose the red box, remove, confirm; one box stays
  await boardTab(page).click();
  await page.getByRole('button', { name: 'Upravit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vyber otázky' })).toHaveText(
    'Vyber otázky, jejichž označení chceš odebrat.',
  );
  const wrong = boxes(page).getByRole('button', { name: 'Otázka 2, špatně' });
  await expect(wrong).toHaveAttribute('aria-pressed', 'false');
  await wrong.click();
  await expect(wrong).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Vybráno' })).toHaveText('Vybráno: 1');
  await page.getByRole('button', { name: 'Odebrat označení' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Odebrat označení 1 otázky?' });
  await expect(confirm).toContainText('Otázky zmizí z nástěnky.');
  await confirm.getByRole('button', { name: 'Odebrat', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(boxes(page)).toHaveCount(1);
  await expect(boxes(page).getByRole('link')).toHaveAccessibleName('Otázka 1, správně');
  await expect(page.getByRole('button', { name: 'Upravit' })).toBeFocused();
});

test('a learner practises the questions answered wrong: one at a time, checked with the explanation, to the summary', async ({
  page,
  baseURL,
}) => {
  // a new learner (no plan) checks three answers of the free practice quiz: wrong, right, wrong
  const learner = await registeredLearner(page, baseURL!);
  const { id, item } = await enrolledCourse(page, baseURL!, [], { account: learner });
  await logIn(page, learner);
  await page.goto(`/kurzy/${id}/lp_quiz/${item(WARM_UP).id}`);
  await page.getByRole('button', { name: 'Začít kvíz' }).click();
  for (const [answer, verdict] of [
    ['žák', 'Špatně'],
    ['štěně : pes', 'Správně!'],
    ['horký : teplý', 'Špatně'],
  ]) {
    await page.getByText(answer!, { exact: true }).click();
    await page.getByRole('button', { name: 'Zkontrolovat odpověď' }).click();
    await expect(page.getByText(verdict!, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Další' }).click();
  }

  // the two wrong answers are due: on the tab and on the Board's 'Procvičit'
  await page.goto('/');
  await expect(boardTab(page)).toHaveAccessibleName(/^Nástěnka ?, 2 otázky k procvičení$/);
  await boardTab(page).click();
  await expect(page.getByText('Dnes na tebe čekají 2 otázky.', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Procvičit, 2 otázky k procvičení' }).click();
  await expect(page).toHaveURL(/\/procvicovani(\/[\w-]+)?$/);

  const card = page.getByRole('region', { name: 'Procvičování' });
  const explanation = card.getByRole('region', { name: 'Vysvětlení' });
  const practise = async (
    n: number,
    question: string,
    answer: string,
    verdict: string,
    explained: string,
  ) => {
    await expect(card.getByRole('heading', { level: 2, name: question })).toBeFocused();
    await expect(card.getByText(`Otázka ${n} z 2`, { exact: true })).toBeVisible();
    await expect(card.getByText(WARM_UP, { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Proč ji procvičuješ' })).toHaveText('Dřív špatně');
    await expect(explanation).toBeHidden();
    await card.getByText(answer, { exact: true }).click();
    await page.getByRole('button', { name: 'Zkontrolovat' }).click();
    await expect(card.getByText(verdict, { exact: true })).toBeVisible();
    await expect(explanation).toContainText(explained);
  };

  await practise(1, 'lékař : nemocnice = učitel : ?', 'škola', 'Správně!', 'místo, kde lékař pracuje');
  await page.getByRole('button', { name: 'Další' }).click();
  await practise(2, 'teplý : horký = ?', 'mokrý : vlhký', 'Špatně', 'vyšší stupeň');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Dokončit' }).click();

  const summary = page.getByRole('region', { name: 'Procvičování dokončeno' });
  await expect(summary.getByRole('heading', { name: 'Procvičování dokončeno' })).toBeFocused();
  await expect(summary.getByText('1 z 2 správně', { exact: true })).toBeVisible();
  await expect(summary.getByText('Procvičování nemění známky kvízů.')).toBeVisible();
  await expectAccessible(page);
  await summary.getByRole('link', { name: 'Zpět na nástěnku' }).click();
  await expect(page).toHaveURL(/\/nastenka(\/[\w-]+)?$/);
});
