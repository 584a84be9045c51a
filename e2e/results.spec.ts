import { expect, test, type Locator } from '@playwright/test';
import { enrolledCourse, evaluateWithGaps, historyLength, logIn, strip } from './learner';
import { expectAccessible } from './support';

const QUIZ = 'Doplňování vět, synonyma a antonyma – test';
const QUESTIONS = 8;

/** The value beside a label in a list of facts (`dt` / `dd`). */
const fact = (scope: Locator, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Today's date as the app writes it in Czech ("21. 11. 2026"). */
const today = () => {
  const now = new Date();
  return `${now.getDate()}. ${now.getMonth() + 1}. ${now.getFullYear()}`;
};

// one long journey: the quiz, every answer reviewed twice, the history, a practice run, four axe scans
test.slow();

test('a learner reads the result with the percentile and charts, reviews every answer, reopens the attempt from the history and practises the mistakes', async ({
  page,
  baseURL,
}) => {
  const { id, item } = await enrolledCourse(page, baseURL!, [QUIZ]);
  const quiz = item(QUIZ);
  const address = `/kurzy/${id}/lp_quiz/${quiz.id}`;
  const at = (n: number, query = '') => new RegExp(`${address}/${n}${query.replace('?', '\\?')}$`);
  await logIn(page);

  // right, wrong, right, wrong, skipped, right, skipped, skipped
  await page.goto(address);
  await page.getByRole('button', { name: 'Začít kvíz' }).click();
  await expect(page).toHaveURL(at(1));
  for (const answer of ['spolehlivou – vyvrátilo', 'štědrý – zrušit', 'výjimečný', 'pokorný']) {
    await page.getByText(answer, { exact: true }).click();
    await page.getByRole('button', { name: 'Další' }).click();
  }
  await expect(page).toHaveURL(at(5));
  await strip(page)
    .getByRole('link', { name: /^Otázka 6,/ })
    .click();
  await page.getByText('Nepravda', { exact: true }).click();
  await evaluateWithGaps(page);

  // the result: percent, points, the comparison with others, the charts with their text alternatives
  const result = page.getByRole('region', { name: 'Výsledek kvízu' });
  await expect(result.getByRole('heading', { name: 'Výsledek kvízu' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(result.getByText('Nesplněno', { exact: true })).toBeVisible();
  await expect(
    result.getByRole('img', { name: 'Výsledek v procentech: 37,5 %, ke splnění 70 %' }),
  ).toHaveText('37,5 %');
  await expect(page.getByRole('status').filter({ hasText: 'Kvíz je vyhodnocený' })).toHaveText(
    'Kvíz je vyhodnocený: Nesplněno, výsledek 37,5 %, 3 z 8 bodů.',
  );
  await expect(fact(result, 'Body')).toHaveText('3 z 8');
  await expect(fact(result, 'Čas')).toHaveText(/^\d+ (h|min|s)( \d+ (min|s))*$/);
  await expect(fact(result, 'Zbývající opakování')).toHaveText('2');
  const comparison = result.getByRole('region', { name: 'Srovnání s ostatními' });
  const sentence =
    /^Máš stejně nebo víc bodů než (\d+(?:,\d{1,2})?)\s% studentů, kteří test dokončili \(\d+\)\.$/;
  await expect(comparison.getByRole('paragraph')).toHaveText(sentence);
  const percentile = sentence.exec((await comparison.getByRole('paragraph').textContent()) ?? '')![1]!;
  const answers = result.getByRole('figure', { name: 'Odpovědi' });
  await expect(
    answers.getByRole('img', {
      name: 'Koláčový graf odpovědí: správně 3, špatně 2, bez odpovědi 3, celkem 8.',
    }),
  ).toBeVisible();
  await expect(answers.getByRole('listitem')).toHaveText([
    /^Správně\s*3$/,
    /^Špatně\s*2$/,
    /^Bez odpovědi\s*3$/,
  ]);
  const others = result.getByRole('figure', { name: /^Výsledky ostatních studentů/ });
  await expect(
    others.getByRole('img', {
      name: 'Sloupcový graf: počet studentů podle výsledku v pásmech po 10 %. Tvůj výsledek patří do pásma 30–40 %.',
    }),
  ).toBeVisible();
  await expect(others.getByRole('rowheader', { name: '30–40 % – tvůj výsledek' })).toBeAttached();
  await expect(others.getByRole('row')).toHaveCount(11);
  await expectAccessible(page);
  // on a phone nothing is wider than the screen, the charts' tables neither
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await expect(others.getByRole('rowheader', { name: '30–40 % – tvůj výsledek' })).toBeAttached();
  await page.setViewportSize(desktop);

  // the review: every question by the strip, then by the keyboard, wrapping; the address is replaced
  const before = await historyLength(page);
  await result.getByRole('link', { name: 'Projít odpovědi' }).click();
  const review = page.getByRole('dialog', { name: 'Kontrola odpovědí' });
  await expect(review).toBeVisible();
  await expect(page).toHaveURL(at(1));
  const opened = await historyLength(page);
  expect(opened).toBe(before + 1);
  await expect(strip(page).getByRole('button')).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8']);
  const statuses = ['správně', 'špatně', 'správně', 'špatně', 'bez odpovědi', 'správně', 'bez odpovědi'];
  for (const [i, status] of [...statuses, 'bez odpovědi'].entries())
    await expect(strip(page).getByRole('button').nth(i)).toHaveAccessibleName(`Otázka ${i + 1}, ${status}`);
  const question = review.getByRole('region', { name: 'Otázka s odpověďmi' });
  await expect(
    question.getByRole('heading', { level: 3, name: 'Doplň větu vhodnou dvojicí slov.' }),
  ).toBeFocused();
  const shows = async (n: number) => {
    await expect(page).toHaveURL(at(n));
    await expect(question.getByText(`Otázka ${n} z ${QUESTIONS}`, { exact: true })).toBeVisible();
    await expect(strip(page).getByRole('button', { name: new RegExp(`^Otázka ${n},`) })).toHaveAttribute(
      'aria-current',
      'step',
    );
  };
  for (let n = 1; n <= QUESTIONS; n += 1) {
    await strip(page)
      .getByRole('button', { name: new RegExp(`^Otázka ${n},`) })
      .click();
    await shows(n);
  }
  await expect(
    review.getByRole('heading', { level: 3, name: /^Seřaď slova podle síly větru/ }),
  ).toBeVisible();
  // → from the last goes to the first, and on through all of them
  for (let n = 1; n <= QUESTIONS; n += 1) {
    await page.keyboard.press('ArrowRight');
    await shows(n);
  }
  await page.keyboard.press('ArrowRight');
  await shows(1);
  await page.keyboard.press('ArrowLeft'); // from the first: the last
  await shows(QUESTIONS);
  await page.keyboard.press('ArrowLeft');
  await shows(QUESTIONS - 1);
  expect(await historyLength(page)).toBe(opened);

  // the explanation of a wrong answer, expanded
  await strip(page).getByRole('button', { name: 'Otázka 2, špatně' }).click();
  await shows(2);
  await expect(review.getByRole('radio', { name: 'A štědrý – zrušit tvoje odpověď, špatně' })).toBeChecked();
  const toggle = review.getByRole('button', { name: 'Vysvětlení' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(review.getByRole('separator', { name: 'Výška vysvětlení' })).toHaveAttribute(
    'aria-valuetext',
    /^\d+\s% výšky obrazovky$/,
  );
  await expect(review.getByRole('region', { name: 'Vysvětlení' })).toContainText(
    'Věta popisuje příčinu a důsledek: malý rozpočet vede k rušení akcí.',
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(result.getByRole('heading', { name: 'Výsledek kvízu' })).toBeVisible();
  expect(await historyLength(page)).toBe(opened);

  // the attempt history: this attempt first, with its date, score, percentile and time
  const history = page.getByRole('region', { name: 'Historie pokusů' });
  const attempts = history.getByRole('list', { name: 'Historie pokusů' }).getByRole('article');
  const latest = attempts.first();
  await expect(latest).toHaveAccessibleName(new RegExp(`^${today()} \\d{1,2}:\\d{2}$`));
  const date = (await latest.getAttribute('aria-label'))!;
  await expect(latest.getByText('Nesplněno', { exact: true })).toBeVisible();
  await expect(fact(latest, 'Výsledek')).toHaveText('37,5 %');
  await expect(fact(latest, 'Body')).toHaveText('3 z 8');
  await expect(fact(latest, 'Percentil')).toHaveText(`${percentile} %`);
  await expect(fact(latest, 'Čas')).toHaveText(/^\d+ (h|min|s)( \d+ (min|s))*$/);
  const graded = await attempts.count();

  // its review at ?pokus=
  await latest.getByRole('link', { name: `Projít pokus z ${date}` }).click();
  await expect(page).toHaveURL(new RegExp(`${address}/1\\?pokus=\\d+$`));
  const attemptQuery = new URL(page.url()).search;
  const past = page.getByRole('dialog', { name: `Pokus z ${date}` });
  await expect(past).toBeVisible();
  for (const [i, status] of [...statuses, 'bez odpovědi'].entries())
    await expect(strip(page).getByRole('button').nth(i)).toHaveAccessibleName(`Otázka ${i + 1}, ${status}`);
  await expect(
    past.getByRole('radio', { name: 'A spolehlivou – vyvrátilo tvoje odpověď, správně' }),
  ).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(at(QUESTIONS, attemptQuery));
  await expect(
    past.getByRole('region', { name: 'Otázka s odpověďmi' }).getByText(`Otázka ${QUESTIONS} z ${QUESTIONS}`),
  ).toBeVisible();
  await past.getByRole('button', { name: 'Zavřít' }).click();
  await expect(past).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${address}$`));

  // practising only the mistakes: the wrong and skipped questions, no retake spent
  await history.getByRole('link', { name: 'Procvičit jen mé chyby' }).click();
  await expect(page).toHaveURL(at(1, '?procvicovani=1'));
  await expect(page.getByText('Procvičování chyb', { exact: true })).toBeVisible();
  await expect(strip(page).getByRole('link')).toHaveCount(5);
  await expect(page.getByText('Zodpovězeno 0 z 5', { exact: true })).toBeVisible();
  await expect(page.getByText('Protože byl rozpočet velmi ______', { exact: false })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.getByText('omezený – zrušit', { exact: true }).click();
  await page.getByRole('button', { name: 'Další' }).click();
  await expect(page).toHaveURL(at(2, '?procvicovani=1'));
  await expect(
    page.getByRole('heading', { level: 2, name: 'Vyber antonymum ke slovu „skromný“ ve větě.' }),
  ).toBeFocused();
  await page.getByText('přepychový', { exact: true }).click();
  await expectAccessible(page);
  await evaluateWithGaps(page);

  const practice = page.getByRole('region', { name: 'Výsledek procvičování' });
  await expect(practice.getByRole('heading', { name: 'Výsledek procvičování' })).toBeFocused();
  await expect(practice.getByText('2 z 5 správně', { exact: true })).toBeVisible();
  await expect(fact(practice, 'Správně')).toHaveText('2');
  await expect(fact(practice, 'Bez odpovědi')).toHaveText('3');
  await expect(
    practice.getByText('Procvičování nezměnilo známku kvízu a nespotřebovalo žádné opakování.'),
  ).toBeVisible();
  await expectAccessible(page);
  await practice.getByRole('link', { name: 'Zpět na výsledek kvízu' }).click();

  // the quiz's own result is as it was, and the history shows the practice run first
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(result.getByRole('img', { name: /^Výsledek v procentech: 37,5 %/ })).toBeVisible();
  await expect(fact(result, 'Zbývající opakování')).toHaveText('2');
  await expect(attempts).toHaveCount(graded + 1);
  const run = attempts.first();
  await expect(run.getByText('Procvičování chyb', { exact: true })).toBeVisible();
  await expect(fact(run, 'Výsledek')).toHaveText('40 %');
  await expect(fact(run, 'Body')).toHaveText('2 z 5');
  await expect(fact(run, 'Percentil')).toHaveText('nepočítá se');
  await expect(fact(attempts.nth(1), 'Výsledek')).toHaveText('37,5 %');
});
