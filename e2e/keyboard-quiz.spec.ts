import { expect, test, type Locator, type Page } from '@playwright/test';
import { enrolledCourse, logIn, PETR } from './learner';
import { expectAccessible } from './support';

/*
 * A quiz of every question type taken with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows):
 * no click, no fill. The instant-check keys (letters, Enter to check) are taken in learning.spec.ts.
 */

const QUIZ = 'Doplňování vět, synonyma a antonyma – test';

test.use({ serviceWorkers: 'block' });

/** Tab (or Shift+Tab) until the element is focused; fails if it never is. */
async function tabTo(page: Page, target: Locator, { back = false } = {}) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) return;
  }
  throw new Error(`${String(target)} was not reached with ${back ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * The focused control shows a ring of the focus colour, on itself or on the part drawn for it (a styled
 * radio's label around it, a chip next to it).
 */
async function expectFocusVisible(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing focused';
    if (!el.matches(':focus-visible')) return `not :focus-visible: ${el.outerHTML.slice(0, 120)}`;
    const probe = document.createElement('span');
    probe.style.color = getComputedStyle(document.documentElement).getPropertyValue('--color-focus');
    document.body.append(probe);
    const focusColour = getComputedStyle(probe).color;
    probe.remove();
    const drawn = [el, el.parentElement, el.parentElement?.parentElement, el.nextElementSibling];
    const ringed = drawn.some((part) => {
      if (!part) return false;
      const style = getComputedStyle(part);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor === focusColour;
      return outline || style.boxShadow.includes(focusColour);
    });
    return ringed ? 'visible' : `no ring on ${el.outerHTML.slice(0, 120)}`;
  });
  expect(ring).toBe('visible');
}

const questionHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** After a move the focus is on the new question's heading (not a control: read, without a ring). */
async function expectOnQuestion(page: Page, n: number, title: string) {
  await expect(page).toHaveURL(new RegExp(`/${n}$`));
  await expect(questionHeading(page, title)).toBeFocused();
}

/** Tabs into the question's radio group and moves the choice with the arrow key `moves` times. */
async function chooseRadio(page: Page, name: string, moves: { key: string; times: number }) {
  await tabTo(page, page.getByRole('radio').first());
  await expectFocusVisible(page);
  if (moves.times === 0) await page.keyboard.press('Space');
  for (let i = 0; i < moves.times; i += 1) await page.keyboard.press(moves.key);
  await expect(page.getByRole('radio', { name })).toBeChecked();
  await expect(page.getByRole('radio', { name })).toBeFocused();
}

async function next(page: Page) {
  await tabTo(page, page.getByRole('button', { name: 'Další' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
}

test('a whole quiz of every question type taken by keyboard alone, to the results and the review', async ({
  page,
  baseURL,
}) => {
  // evaluating this quiz needs the study plan petr holds
  const { id, item } = await enrolledCourse(page, baseURL!, [QUIZ], { account: PETR });
  await logIn(page, PETR);
  await page.goto(`/kurzy/${id}/lp_quiz/${item(QUIZ).id}`);
  await expect(page.getByRole('heading', { level: 1, name: QUIZ })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Začít kvíz' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');

  // single choice: Space chooses the first option, arrows move the choice
  await expectOnQuestion(page, 1, 'Doplň větu vhodnou dvojicí slov.');
  await chooseRadio(page, 'spolehlivou – vyvrátilo', { key: 'Space', times: 0 });
  await next(page);
  await expectOnQuestion(page, 2, 'Doplň větu vhodnou dvojicí slov.');
  await chooseRadio(page, 'omezený – zrušit', { key: 'ArrowDown', times: 2 });
  await next(page);

  // back with Předchozí: the answer is kept, then on again
  await expectOnQuestion(page, 3, 'Které slovo má ve větě nejbližší význam slovu „ojedinělý“?');
  await tabTo(page, page.getByRole('button', { name: 'Předchozí' }));
  await page.keyboard.press('Enter');
  await expectOnQuestion(page, 2, 'Doplň větu vhodnou dvojicí slov.');
  await expect(page.getByRole('radio', { name: 'omezený – zrušit' })).toBeChecked();
  await next(page);

  await expectOnQuestion(page, 3, 'Které slovo má ve větě nejbližší význam slovu „ojedinělý“?');
  await chooseRadio(page, 'výjimečný', { key: 'ArrowDown', times: 1 });
  await next(page);
  await expectOnQuestion(page, 4, 'Vyber antonymum ke slovu „skromný“ ve větě.');
  await chooseRadio(page, 'přepychový', { key: 'ArrowUp', times: 1 });
  await next(page);

  // multi choice: Tab from box to box, Space ticks
  await expectOnQuestion(page, 5, 'Vyber všechna synonyma slova „ochotný“.');
  for (const name of ['vstřícný', 'úslužný']) {
    await tabTo(page, page.getByRole('checkbox', { name }));
    await expectFocusVisible(page);
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  }
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await next(page);

  // true or false
  await expectOnQuestion(page, 6, 'Slova „efektivní“ a „efektní“ jsou synonyma.');
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Nepravda' })).toBeChecked();
  await next(page);

  // fill in the blank: typed into the focused field
  await expectOnQuestion(page, 7, 'Doplň jedním slovem antonymum ke slovu „spořivý“.');
  const blank = page.getByRole('textbox', { name: 'Mezera 1' });
  await tabTo(page, blank);
  await expectFocusVisible(page);
  await page.keyboard.type('marnotratný');
  await expect(blank).toHaveValue('marnotratný');
  await next(page);

  // sorting: Alt+↑ on an item's button moves it, the focus stays with it
  await expectOnQuestion(page, 8, 'Seřaď slova podle síly větru od nejslabšího po nejsilnější.');
  const ordered = ['vánek', 'vítr', 'vichřice', 'orkán'];
  const items = page.locator('[data-sort-item]');
  for (const [place, word] of ordered.entries()) {
    const from = (await items.allTextContents()).findIndex((text) => text.includes(word));
    if (from === place) continue;
    const value = await items.nth(from).getAttribute('data-sort-item');
    const up = page.locator(`[data-sort-item="${value}"] button[data-dir="up"]`);
    await tabTo(page, up);
    await expectFocusVisible(page);
    for (let i = from; i > place; i -= 1) await page.keyboard.press('Alt+ArrowUp');
    await expect(up).toBeFocused();
    await expect(items.nth(place)).toContainText(word);
  }
  await expect(items).toHaveText(ordered.map((word) => new RegExp(word)));
  const keep = page.getByRole('button', { name: 'Ponechat toto pořadí jako odpověď' });
  if (await keep.isVisible()) {
    await tabTo(page, keep);
    await page.keyboard.press('Enter');
  }
  await expectAccessible(page);

  // finish: the summary, then evaluate with its confirmation
  await tabTo(page, page.getByRole('button', { name: 'Dokončit a vyhodnotit' }));
  await page.keyboard.press('Enter');
  const summary = page.getByRole('region', { name: 'Shrnutí před vyhodnocením' });
  await expect(summary.getByText('Všechny otázky máš zodpovězené.')).toBeVisible();
  await tabTo(page, summary.getByRole('button', { name: 'Vyhodnotit kvíz' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Vyhodnotit kvíz?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.locator(':focus')).toHaveCount(1);
  await expectAccessible(page);
  await tabTo(page, confirm.getByRole('button', { name: 'Vyhodnotit kvíz' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');

  // the server evaluated every answer
  await expect(page.getByRole('heading', { name: 'Výsledek kvízu' })).toBeFocused();
  const result = page.getByRole('region', { name: 'Výsledek kvízu' });
  await expect(result.getByText('100 %', { exact: true })).toBeVisible();
  await expect(result.getByText('Úspěšně splněno', { exact: true })).toBeVisible();
  await expect(result.getByText('8 z 8', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Kvíz je vyhodnocený' })).toContainText('100 %');

  // the review: opened, moved through with the keyboard, closed back to its link
  const open = result.getByRole('link', { name: 'Projít odpovědi' });
  await tabTo(page, open);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: 'Kontrola odpovědí' });
  await expect(review).toBeVisible();
  const question = review.getByRole('region', { name: 'Otázka s odpověďmi' });
  await expect(
    question.getByRole('heading', { level: 3, name: 'Doplň větu vhodnou dvojicí slov.' }),
  ).toBeFocused();
  await expect(question.getByText('Otázka 1 z 8', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, review.getByRole('button', { name: 'Další' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(question.getByText('Otázka 2 z 8', { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(question.getByText('Otázka 3 z 8', { exact: true })).toBeVisible();
  await tabTo(page, review.getByRole('button', { name: 'Předchozí' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(question.getByText('Otázka 2 z 8', { exact: true })).toBeVisible();
  await expect(review.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(review).toHaveCount(0);
  await expect(open).toBeFocused();
});
