import { expect, test, type Locator } from '@playwright/test';
import { COURSE, enrolledCourse, logIn, strip, tabTo } from './learner';
import { expectAccessible } from './support';

test('a learner with a plan takes a timed quiz of mixed types, reloads half-way, flags, finishes from the summary', async ({
  page,
  baseURL,
}) => {
  const { id, item } = await enrolledCourse(page, baseURL!, ['Porozumění textu – test na čas']);
  const quiz = item('Porozumění textu – test na čas');
  const address = `/kurzy/${id}/lp_quiz/${quiz.id}`;
  await logIn(page);

  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible();
  await expect(page.getByRole('banner').getByText(COURSE)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'otázek' })).toHaveText('8 otázek');
  await expect(page.getByRole('definition').filter({ hasText: 'minut' })).toHaveText('15 minut');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Začít kvíz' }).click();

  await expect(page).toHaveURL(new RegExp(`${address}/1$`));
  await expect(page.getByRole('timer')).toHaveText(/~1[45]min/);
  await page.getByText('Vzrostlé stromy mají pro město hodnotu', { exact: false }).click();
  await page.getByRole('button', { name: 'Další' }).click();
  await expect(page).toHaveURL(new RegExp(`${address}/2$`));
  await page.getByText('Nepravda', { exact: true }).click();
  await page.getByRole('button', { name: 'Další' }).click();
  for (const benefit of ['ochlazování okolí', 'zachycování prachu', 'zpomalení odtoku dešťové vody'])
    await page.getByText(benefit, { exact: true }).click();
  await strip(page)
    .getByRole('link', { name: /^Otázka 6/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${address}/6$`));
  await page.getByRole('textbox', { name: 'Mezera 1' }).fill('60');
  await page.getByRole('textbox', { name: 'Mezera 2' }).fill('12');
  await expectAccessible(page);

  // half-way: a reload right after the last answer loses nothing
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Mezera 1' })).toHaveValue('60');
  await expect(page.getByRole('textbox', { name: 'Mezera 2' })).toHaveValue('12');
  for (const n of [1, 2, 3, 6])
    await expect(strip(page).getByRole('link', { name: `Otázka ${n}, zodpovězená` })).toBeVisible();
  await strip(page)
    .getByRole('link', { name: /^Otázka 1,/ })
    .click();
  await expect(page.getByRole('radio', { name: /Vzrostlé stromy mají pro město hodnotu/ })).toBeChecked();
  await strip(page)
    .getByRole('link', { name: /^Otázka 3,/ })
    .click();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(3);

  await strip(page)
    .getByRole('link', { name: /^Otázka 4,/ })
    .click();
  await page.getByRole('button', { name: 'Označit k návratu' }).click();
  await expect(page.getByRole('button', { name: 'Označeno k návratu, zrušit označení' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Další' }).click();
  await page.getByText('Ve studii si lépe vybavili slovíčka', { exact: false }).click();
  // the learner reads this question over a second: its time on screen goes with the finish
  await page.waitForTimeout(1_100);

  await page.getByRole('button', { name: 'Dokončit a vyhodnotit' }).click();
  const summary = page.getByRole('region', { name: 'Shrnutí před vyhodnocením' });
  await expect(summary.getByRole('heading', { name: '3 otázky bez odpovědi' })).toBeVisible();
  await expect(summary.getByRole('heading', { name: '1 otázka označená k návratu' })).toBeVisible();
  await expect(summary.getByRole('link')).toHaveText(['Otázka 4', 'Otázka 7', 'Otázka 8', 'Otázka 4']);
  await expectAccessible(page);
  await summary.getByRole('button', { name: 'Vyhodnotit kvíz' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Opravdu chceš kvíz vyhodnotit bez odpovědi na všechny otázky?',
  });
  const finishing = page.waitForRequest((r) => r.url().endsWith('/quiz/finish'));
  await confirm.getByRole('button', { name: 'Vyhodnotit kvíz' }).click();
  // the finish tells the server how long each question was on screen (whole seconds, decision 0032)
  const seconds = Object.values(
    ((await finishing).postDataJSON() as { question_seconds?: Record<string, number> }).question_seconds ??
      {},
  );
  expect(seconds.length).toBeGreaterThan(0);
  for (const s of seconds) expect(Number.isInteger(s) && s >= 1).toBe(true);

  await expect(page.getByRole('heading', { name: 'Výsledek kvízu' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  const result = page.getByRole('region', { name: 'Výsledek kvízu' });
  await expect(result.getByText('Úspěšně splněno', { exact: true })).toBeVisible();
  await expect(result.getByText('62,5 %', { exact: true })).toBeVisible();
  await expect(result.getByRole('img', { name: /^Výsledek v procentech: 62,5 %/ })).toBeVisible();
  await expect(result.getByText('5 z 8', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a whole quiz taken by keyboard alone', async ({ page, baseURL }) => {
  const { id, item } = await enrolledCourse(page, baseURL!, ['Analogie – procvičování']);
  const quiz = item('Analogie – procvičování');
  await logIn(page);
  await page.goto(`/kurzy/${id}/lp_quiz/${quiz.id}`);
  await expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible();
  await tabTo(page, 'Začít kvíz');
  await page.keyboard.press('Enter');

  // instant check: a letter (or number) chooses, Enter checks, Enter again goes on
  const answers: (string[] | { blank: string })[] = [
    ['b'],
    ['a'],
    ['c'],
    ['2'],
    ['a', 'c', 'e'],
    { blank: 'báseň' },
    ['b'],
    ['c'],
    ['b'],
  ];
  for (const [i, answer] of answers.entries()) {
    await expect(page).toHaveURL(new RegExp(`/${i + 1}$`));
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();
    if (Array.isArray(answer)) for (const key of answer) await page.keyboard.press(key);
    else {
      await page.keyboard.press('1');
      await expect(page.getByRole('textbox', { name: 'Mezera 1' })).toBeFocused();
      await page.keyboard.type(answer.blank);
    }
    await page.keyboard.press('Enter');
    await expect(page.getByText('Správně!')).toBeVisible();
    if (i === 0) await expectAccessible(page);
    await page.keyboard.press('Enter');
  }

  // after the last question: the summary, then evaluate with its confirmation
  const summary = page.getByRole('region', { name: 'Shrnutí před vyhodnocením' });
  await expect(summary.getByText('Všechny otázky máš zodpovězené.')).toBeVisible();
  await tabTo(page, 'Vyhodnotit kvíz');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Vyhodnotit kvíz?' })).toBeVisible();
  await tabTo(page, 'Vyhodnotit kvíz');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Výsledek kvízu' })).toBeFocused();
  await expect(
    page.getByRole('region', { name: 'Výsledek kvízu' }).getByText('100 %', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Kvíz je vyhodnocený' })).toHaveText(
    'Kvíz je vyhodnocený: Úspěšně splněno, výsledek 100 %, 9 z 9 bodů.',
  );
  await expectAccessible(page);
});

test('a lesson marked as learned, then on to practice', async ({ page, baseURL }) => {
  const { id, item } = await enrolledCourse(page, baseURL!, ['Jak řešit slovní analogie']);
  const lesson = item('Jak řešit slovní analogie');
  await logIn(page);
  await page.goto(`/kurzy/${id}/lp_lesson/${lesson.id}`);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Označit jako naučené' }).click();
  await expect(page.getByText('Lekce je označená jako naučená.')).toBeVisible();
  await expect(page.getByText('Naučeno', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Naučeno', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Označit jako nenaučené' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Jít procvičovat' }).click();
  await expect(page).toHaveURL(new RegExp(`/kurzy/${id}/lp_quiz/${item('Analogie – procvičování').id}$`));
});

test('maths on a phone: full-size fractions and the digits of the text, in the options and in the explanation', async ({
  page,
  baseURL,
}) => {
  const title = 'Číselné řady a úsudky – procvičování';
  const { id, item } = await enrolledCourse(page, baseURL!, [title], {
    title: 'OSP: Analytický a kvantitativní oddíl',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await page.goto(`/kurzy/${id}/lp_quiz/${item(title).id}`);
  await page.getByRole('button', { name: 'Začít kvíz' }).click();

  /** The font of the digits of a formula, and of the words around it. */
  const fonts = (text: Locator) =>
    text.evaluate((el) => ({
      digits: getComputedStyle(el.querySelector('.katex-html .mord:not(.mathnormal)')!).fontFamily,
      words: getComputedStyle(el).fontFamily,
    }));
  /** The font sizes (px) of the numerators and denominators of the fractions in `scope`. */
  const fractionSizes = (scope: Locator) =>
    scope.evaluate((el) =>
      [...el.querySelectorAll('.katex-html .mfrac .mord')]
        .filter((part) => part.children.length === 0)
        .map((part) => parseFloat(getComputedStyle(part).fontSize)),
    );

  // an option „$33$“: its number in the font of the option's letter and words
  await strip(page)
    .getByRole('link', { name: /^Otázka 2,/ })
    .click();
  const option = page.getByRole('radio', { name: /33/ }).locator('xpath=ancestor::label[1]');
  const { digits, words } = await fonts(option.locator('.katex').locator('xpath=..'));
  expect(digits).toBe(words);

  // the explanation of the sorting question: every fraction as large as the text around it
  await strip(page)
    .getByRole('link', { name: /^Otázka 5,/ })
    .click();
  await page.getByRole('button', { name: 'Zkontrolovat odpověď' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Zkontrolovat odpověď' }).click();
  const explanation = page.getByRole('region', { name: 'Vysvětlení' });
  await expect(explanation).toContainText('Převedeme vše na desetinná čísla');
  const sizes = await fractionSizes(explanation.locator('p').first());
  expect(sizes.length).toBeGreaterThanOrEqual(6);
  for (const size of sizes) expect(size).toBeGreaterThanOrEqual(14);
});
