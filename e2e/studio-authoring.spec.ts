import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillLogin, logIn, registeredLearner, signIn, strip, type Account } from './learner';
import { expectAccessible } from './support';

/*
 * Authoring in the studio (issue 22), through to a learner: an instructor writes a course with a lesson
 * and a quiz of every question type and a learner takes it; a GIFT file is checked, fixed and imported;
 * a question edited after a learner finished its quiz leaves the learner's result and review as they were.
 * The studio has no way to make someone an instructor (the role comes with the account), so the course is
 * written from scratch by the seeded demo instructor.
 */

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 180_000 });

const SPRAVCE: Account = { username: 'spravce', password: 'Studovna2026' };
const LEKTORKA: Account = { username: 'lektorka.dvorakova', password: 'Studovna2026' };
const CATEGORY = 'Obecné studijní předpoklady (OSP)';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word of this run, so what a journey writes is its own even on a server that ran it before. */
const run = () => Date.now().toString(36).slice(-5);

/** Opens the studio as a guest, logs in on the way and comes back to it. */
async function enterStudio(page: Page, account: Account, path = '/studio') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/prihlaseni$/);
  await fillLogin(page, account);
  await expect(page).toHaveURL(new RegExp(path));
}

/** The question editor's form (its preview beside it is the learner's own view, with its own fields). */
const questionForm = (page: Page) => page.getByRole('form', { name: 'Otázka' });

interface NewQuestion {
  type: string;
  title: string;
  mark: string;
  explanation: string;
  fill: (form: Locator) => Promise<void>;
}

/** Writes a new question in the bank and saves it. */
async function writeQuestion(page: Page, question: NewQuestion, { axe = false } = {}) {
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Otázky' }).click();
  await page.getByRole('link', { name: 'Nová otázka' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nová otázka' })).toBeVisible();
  const form = questionForm(page);
  await form.getByRole('combobox', { name: 'Typ otázky' }).selectOption({ label: question.type });
  await form.getByRole('textbox', { name: 'Zadání' }).fill(question.title);
  await question.fill(form);
  await form.getByRole('textbox', { name: 'Vysvětlení' }).fill(question.explanation);
  await form.getByRole('textbox', { name: 'Body' }).fill(question.mark);
  if (axe) await expectAccessible(page);
  await form.getByRole('button', { name: 'Vytvořit otázku' }).press('Enter');
  await expect(page).toHaveURL(/\/studio\/otazky\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Úprava otázky' })).toBeVisible();
}

/** Fills the options of a choice question: their texts, and which are right. */
async function fillOptions(form: Locator, options: [string, boolean][]) {
  for (const [i, [text, right]] of options.entries()) {
    const letter = String.fromCharCode(65 + i);
    if (i >= 2) await form.getByRole('button', { name: 'Přidat možnost' }).click();
    await form.getByRole('textbox', { name: `Text možnosti ${letter}` }).fill(text);
    if (right) await form.getByLabel(`Možnost ${letter} je správná`).check();
  }
}

/** A quiz of every question type, about fractions: 9 points. */
const QUESTIONS: NewQuestion[] = [
  {
    type: 'Výběr jedné odpovědi',
    title: 'Který zlomek má stejnou hodnotu jako jedna polovina?',
    mark: '1',
    explanation: 'Dvě čtvrtiny se po zkrácení dvěma rovnají jedné polovině.',
    fill: (form) =>
      fillOptions(form, [
        ['dvě čtvrtiny', true],
        ['dvě třetiny', false],
        ['tři čtvrtiny', false],
      ]),
  },
  {
    type: 'Výběr více odpovědí',
    title: 'Které zlomky jsou větší než jedna polovina?',
    mark: '2',
    explanation: 'Tři čtvrtiny a pět šestin mají čitatel větší než polovinu jmenovatele.',
    fill: (form) =>
      fillOptions(form, [
        ['tři čtvrtiny', true],
        ['dvě pětiny', false],
        ['pět šestin', true],
        ['jedna třetina', false],
      ]),
  },
  {
    type: 'Pravda / nepravda',
    title: 'Zlomek $\\frac{2}{3}$ je větší než $\\frac{3}{4}$.',
    mark: '1',
    explanation: 'Po převedení na dvanáctiny: osm dvanáctin je méně než devět dvanáctin.',
    fill: (form) => form.getByRole('radio', { name: 'Nepravdivé' }).check(),
  },
  {
    type: 'Seřazení',
    title: 'Seřaď zlomky od nejmenšího po největší.',
    mark: '2',
    explanation: 'Na společném jmenovateli 12: 4, 6, 8 a 9 dvanáctin.',
    fill: async (form) => {
      for (const [i, item] of SORTED.entries()) {
        if (i >= 2) await form.getByRole('button', { name: 'Přidat položku' }).click();
        await form.getByRole('textbox', { name: `Text položky ${i + 1}` }).fill(item);
      }
    },
  },
  {
    type: 'Doplňování',
    title: 'Doplň, co víš o zlomcích.',
    mark: '3',
    explanation: 'Značka gramu je malé g; nad zlomkovou čarou je čitatel; tři čtvrtiny jsou 0,75.',
    fill: async (form) => {
      // the text typed, each place to fill put in with the button where the cursor is
      const text = form.getByRole('textbox', { name: 'Text k doplnění' });
      const insert = form.getByRole('button', { name: 'Vložit místo k doplnění' });
      await text.fill('Tisícina kilogramu je gram, jeho značka je ');
      for (const after of [
        '. Čitatel je číslo nad zlomkovou ',
        '. Zlomek $\\frac{3}{4}$ zapsaný desetinným číslem je ',
        '.',
      ]) {
        await insert.click();
        await expect(text).toBeFocused();
        await text.page().keyboard.insertText(after);
      }
      await expect(text).toHaveValue(BLANKS_TEXT);
      // b1 exactly (a unit's symbol: g, not G), b2 in any case, b3 a number in a range
      const b1 = form.getByRole('group', { name: 'Místo „b1“' });
      await b1.getByRole('textbox', { name: 'Správná odpověď' }).fill('g');
      await b1.getByRole('checkbox', { name: 'Rozlišovat velká a malá písmena' }).check();
      const b2 = form.getByRole('group', { name: 'Místo „b2“' });
      await b2.getByRole('textbox', { name: 'Správná odpověď' }).fill('čarou');
      const b3 = form.getByRole('group', { name: 'Místo „b3“' });
      await b3
        .getByRole('combobox', { name: 'Jak porovnat odpověď' })
        .selectOption({ label: 'Číslo v rozmezí' });
      await b3.getByRole('textbox', { name: 'Od' }).fill('0,74');
      await b3.getByRole('textbox', { name: 'Do' }).fill('0,76');
    },
  },
];

const SORTED = ['jedna třetina', 'jedna polovina', 'dvě třetiny', 'tři čtvrtiny'];
const BLANKS_TEXT =
  'Tisícina kilogramu je gram, jeho značka je {{b1}}. Čitatel je číslo nad zlomkovou {{b2}}. Zlomek $\\frac{3}{4}$ zapsaný desetinným číslem je {{b3}}.';

/** The value beside a label in a list of facts (`dt` / `dd`). */
const fact = (scope: Locator, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Answers question `n` of `of` in the quiz open at it, then goes on to the next one. */
async function answer(
  page: Page,
  [n, of]: [number, number],
  title: string | RegExp,
  give: () => Promise<void>,
) {
  await expect(page).toHaveURL(new RegExp(`/${n}$`));
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await give();
  if (n < of) await page.getByRole('button', { name: 'Další' }).click();
}

/** Finishes a quiz with every question answered: the summary says so, then evaluate and confirm. */
async function finishQuiz(page: Page) {
  await page.getByRole('button', { name: 'Dokončit a vyhodnotit' }).click();
  const summary = page.getByRole('region', { name: 'Shrnutí před vyhodnocením' });
  await expect(summary.getByText('Všechny otázky máš zodpovězené.')).toBeVisible();
  await summary.getByRole('button', { name: 'Vyhodnotit kvíz' }).click();
  await page
    .getByRole('alertdialog', { name: 'Vyhodnotit kvíz?' })
    .getByRole('button', { name: 'Vyhodnotit kvíz' })
    .click();
  await expect(page.getByRole('heading', { name: 'Výsledek kvízu' })).toBeFocused();
}

/** Puts the items of the sorting question open in this order, by the keyboard (Alt+↑ on an item). */
async function sortAs(page: Page, order: string[]) {
  const items = page.locator('[data-sort-item]');
  await expect(items).toHaveCount(order.length);
  for (const [place, word] of order.entries()) {
    const from = (await items.allTextContents()).findIndex((text) => text.includes(word));
    if (from === place) continue;
    const value = await items.nth(from).getAttribute('data-sort-item');
    await page.locator(`[data-sort-item="${value}"] button[data-dir="up"]`).focus();
    for (let i = from; i > place; i -= 1) await page.keyboard.press('Alt+ArrowUp');
    await expect(items.nth(place)).toContainText(word);
  }
  await expect(items).toHaveText(order.map((word) => new RegExp(word)));
  const keep = page.getByRole('button', { name: 'Ponechat toto pořadí jako odpověď' });
  if (await keep.isVisible()) await keep.click();
}

test('an instructor writes a new course with a formula and a quiz of every type; a learner takes it and gets the right grade', async ({
  page,
  browser,
  baseURL,
}) => {
  const word = run();
  const courseTitle = `Zlomky bez obav ${word}`;
  const lessonTitle = 'Co je zlomek';
  const quizTitle = 'Zlomky – test';

  // the instructor opens a new course: a draft in a category, with one empty section
  await enterStudio(page, LEKTORKA, '/studio/kurzy');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurzy' })).toBeVisible();
  await page.getByRole('button', { name: 'Nový kurz' }).click();
  await expect(page.getByRole('textbox', { name: 'Název kurzu' })).toBeFocused();
  await page.keyboard.type(courseTitle);
  await page.getByRole('combobox', { name: 'Kategorie' }).first().selectOption({ label: CATEGORY });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Vytvořit koncept' }).press('Enter');
  await expect(page).toHaveURL(/\/studio\/kurzy\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  await expect(page.getByText('Koncept', { exact: true }).first()).toBeVisible();
  const courseAddress = new URL(page.url()).pathname;
  await expectAccessible(page);

  // its curriculum: a lesson and a quiz added to its one section
  await page.getByRole('navigation', { name: 'Části kurzu' }).getByRole('link', { name: 'Osnova' }).click();
  const section = page.getByRole('region', { name: 'Sekce 1' });
  for (const [type, title] of [
    ['Lekce', lessonTitle],
    ['Kvíz', quizTitle],
  ] as const) {
    await section.getByRole('button', { name: /^Přidat položku do sekce/ }).click();
    await expect(section.getByRole('textbox', { name: 'Název položky' })).toBeFocused();
    await section.getByRole('combobox', { name: 'Druh' }).selectOption({ label: type });
    await section.getByRole('textbox', { name: 'Název položky' }).fill(title);
    await section.getByRole('textbox', { name: 'Název položky' }).press('Enter');
    await expect(section.getByRole('link', { name: title })).toBeVisible();
  }
  await expectAccessible(page);

  // the lesson: a formula typed in the text is typeset in the learner's preview as it is typed
  await section.getByRole('link', { name: lessonTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: lessonTitle })).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Obsah' });
  await text.click();
  await page.keyboard.type('Zlomek ');
  await page.getByRole('button', { name: 'Vzorec ($…$)' }).click();
  await page.keyboard.type('\\frac{3}{4}');
  await page.keyboard.press('End');
  await page.keyboard.type(' čteme tři čtvrtiny.');
  await expect(text).toHaveText('Zlomek $\\frac{3}{4}$ čteme tři čtvrtiny.');
  const preview = page.getByRole('region', { name: 'Náhled pro studenta' });
  await expect(preview).toMatchAriaSnapshot(`
    - paragraph:
      - text: Zlomek
      - math: 3 4
      - text: čteme tři čtvrtiny.
  `);
  await expect(preview).not.toContainText('$');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText('Vše je uložené.')).toBeVisible();

  // the quiz: passed from 40 % of the points, a wrong answer taking off a third of its question's points
  await page.getByRole('link', { name: `← Osnova kurzu ${courseTitle}` }).click();
  await section.getByRole('link', { name: quizTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: quizTitle })).toBeVisible();
  const quizAddress = new URL(page.url()).pathname;
  const settings = page.getByRole('form', { name: 'Nastavení kvízu' });
  await settings.getByRole('textbox', { name: 'Splněno od (%)' }).fill('40');
  await settings.getByRole('textbox', { name: 'Srážka za špatnou odpověď' }).fill('1/3');
  await settings.getByRole('button', { name: 'Uložit nastavení' }).click();
  await expect(settings.getByText('Vše je uložené.')).toBeVisible();

  // one question of each type, written in the bank, each worth its points
  for (const [i, question] of QUESTIONS.entries()) await writeQuestion(page, question, { axe: i === 4 });

  // … and picked from the bank into the quiz, in this order (its settings as saved)
  await page.goto(quizAddress);
  await expect(settings.getByRole('textbox', { name: 'Srážka za špatnou odpověď' })).toHaveValue('1/3');
  await expect(settings.getByRole('textbox', { name: 'Srážka za vynechanou otázku' })).toHaveValue('0');
  const questions = page.getByRole('region', { name: 'Otázky kvízu' });
  await questions.getByRole('button', { name: 'Přidat otázky z banky' }).click();
  const picker = page.getByRole('dialog', { name: 'Přidat otázky z banky' });
  await picker.getByRole('searchbox', { name: 'Hledat v otázkách' }).fill('zlom');
  await expect(picker.getByRole('status')).toHaveText(/^Nalezeno \d+ otázek$/);
  for (const question of QUESTIONS) {
    const named = (action: string) => new RegExp(`^${action} ?: ${escaped(question.title)}$`);
    // newest first: a server that ran this journey before has its questions further down
    await picker
      .getByRole('button', { name: named('Přidat') })
      .first()
      .click();
    await expect(picker.getByRole('button', { name: named('Přidáno') })).toBeVisible();
  }
  await expectAccessible(page);
  await picker.getByRole('button', { name: 'Hotovo' }).click();
  await expect(questions.getByText('5 otázek · celkem 9 b.')).toBeVisible();
  await questions.getByRole('button', { name: 'Uložit otázky' }).click();
  await expect(questions.getByText('Vše je uložené.')).toBeVisible();

  // published: free (as every new course), in the app for everybody
  await page.goto(courseAddress);
  await expect(page.getByRole('textbox', { name: 'Název', exact: true })).toHaveValue(courseTitle);
  await expect(page.getByRole('checkbox', { name: 'Kurz je zdarma' })).toBeChecked();
  await page.getByRole('radio', { name: 'Zveřejněný' }).check();
  await page.getByRole('button', { name: 'Uložit změny' }).press('Enter');
  await expect(page.getByText('Uloženo.')).toBeVisible();
  await expect(page.getByText('Zveřejněný', { exact: true }).first()).toBeVisible();

  // a new learner finds the course in the app, enrols and reads the lesson with its formula typeset
  const learnerContext = await browser.newContext();
  const app = await learnerContext.newPage();
  const learner = await registeredLearner(app, baseURL!);
  await logIn(app, learner);
  await app.goto('/kurzy');
  await app.getByLabel('Hledat kurzy').first().fill(courseTitle);
  await app.keyboard.press('Enter');
  const list = app.getByRole('list', { name: /Výsledky hledání|Kurzy/ });
  await list
    .getByRole('link', { name: new RegExp(courseTitle) })
    .first()
    .click();
  await expect(app.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  await app.getByRole('button', { name: 'Zapsat se do kurzu' }).click();
  await expect(app.getByText('Jsi zapsán/a do kurzu. Hodně štěstí!')).toBeVisible();
  await app.getByRole('button', { name: 'Teorie 1 položka' }).click();
  await app
    .getByRole('dialog', { name: 'Teorie: Úvod' })
    .getByRole('link', { name: new RegExp(`^${lessonTitle}`) })
    .click();
  await expect(app.getByRole('heading', { level: 1, name: lessonTitle })).toBeVisible();
  await expect(app.getByRole('article', { name: 'Lekce' })).toMatchAriaSnapshot(`
    - paragraph:
      - text: Zlomek
      - math: 3 4
      - text: čteme tři čtvrtiny.
  `);

  // the quiz: right, right, wrong, right, wrong (the unit's symbol in capitals; the other blanks right)
  await app.getByRole('banner').getByRole('button', { name: 'Zpět' }).click();
  await app.getByRole('button', { name: 'Kvízy 1 položka' }).click();
  await app
    .getByRole('dialog', { name: 'Kvízy: Úvod' })
    .getByRole('link', { name: new RegExp(`^${quizTitle}`) })
    .click();
  await expect(app.getByRole('heading', { level: 1, name: quizTitle })).toBeVisible();
  await expect(fact(app.getByRole('region', { name: 'O kvízu' }), 'Bodování')).toHaveText(
    'Za špatnou odpověď se odečte 1/3 bodů otázky. Vynechaná otázka nic neubírá.',
  );
  await app.getByRole('button', { name: 'Začít kvíz' }).click();
  await answer(app, [1, 5], QUESTIONS[0]!.title, async () => {
    await app.getByText('dvě čtvrtiny', { exact: true }).click();
  });
  await answer(app, [2, 5], QUESTIONS[1]!.title, async () => {
    await app.getByText('tři čtvrtiny', { exact: true }).click();
    await app.getByText('pět šestin', { exact: true }).click();
  });
  await answer(app, [3, 5], /^Zlomek .*je větší než/, async () => {
    await app.getByText('Pravda', { exact: true }).click();
  });
  await answer(app, [4, 5], QUESTIONS[3]!.title, () => sortAs(app, SORTED));
  await answer(app, [5, 5], QUESTIONS[4]!.title, async () => {
    await app.getByRole('textbox', { name: 'Mezera 1' }).fill('G');
    await app.getByRole('textbox', { name: 'Mezera 2' }).fill('Čarou');
    await app.getByRole('textbox', { name: 'Mezera 3' }).fill('0,75');
  });
  await finishQuiz(app);

  // 1 + 2 + 2 of 9 points, less a third of the wrong ones' 1 + 3 (exactly 4/3): 3,67 = 40,78 %, passed
  const result = app.getByRole('region', { name: 'Výsledek kvízu' });
  await expect(result.getByRole('heading', { name: 'Výsledek kvízu' })).toBeFocused();
  await expect(app.getByRole('status').filter({ hasText: 'Kvíz je vyhodnocený' })).toHaveText(
    'Kvíz je vyhodnocený: Úspěšně splněno, výsledek 40,78 %, 3,67 z 9 bodů.',
  );
  await expect(
    result.getByRole('img', { name: 'Výsledek v procentech: 40,78 %, ke splnění 40 %' }),
  ).toHaveText('40,78 %');
  await expect(result.getByText('Úspěšně splněno', { exact: true })).toBeVisible();
  await expect(fact(result, 'Body')).toHaveText('3,67 z 9');
  await expect(fact(result, 'Odečteno')).toHaveText('1,33');
  await expect(fact(result, 'Bodování')).toHaveText(
    'Za špatnou odpověď se odečte 1/3 bodů otázky. Vynechaná otázka nic neubírá.',
  );

  // the review says which blank was wrong: the exact one; any case and a number in the range were right
  await result.getByRole('link', { name: 'Projít odpovědi' }).click();
  const review = app.getByRole('dialog', { name: 'Kontrola odpovědí' });
  const statuses = ['správně', 'správně', 'špatně', 'správně', 'špatně'];
  for (const [i, status] of statuses.entries())
    await expect(strip(app).getByRole('button').nth(i)).toHaveAccessibleName(`Otázka ${i + 1}, ${status}`);
  await strip(app).getByRole('button', { name: 'Otázka 5, špatně' }).click();
  await expect(review.getByText(/^Body:/)).toHaveText('Body: −1 z 3 (špatná odpověď)');
  await expect(review.getByRole('group', { name: QUESTIONS[4]!.title })).toMatchAriaSnapshot(`
    - group:
      - text: Tisícina kilogramu je gram, jeho značka je
      - textbox "Mezera 1": G
      - text: "špatně Správně: g . Čitatel je číslo nad zlomkovou"
      - textbox "Mezera 2": Čarou
      - text: správně . Zlomek
      - math: 3 4
      - text: zapsaný desetinným číslem je
      - textbox "Mezera 3": 0,75
      - text: správně .
  `);
  await expect(review.getByRole('region', { name: 'Vysvětlení' })).toHaveText(QUESTIONS[4]!.explanation);
  await learnerContext.close();
});

/**
 * A teacher's GIFT file: Czech, formulas, five types, each with its general feedback (the explanation);
 * `broken` leaves the braces of a formula unescaped (line 11), which GIFT reads as the answers' start.
 */
const gift = ({ broken }: { broken: boolean }) =>
  [
    '// Procenta, mocniny a čísla – opakování před přijímačkami',
    '$CATEGORY: Opakování',
    '',
    '::Dvacet procent::Kolik je 20 % z čísla 50?{',
    '=10',
    '~5',
    '~20',
    '~25',
    '####Dvacet procent je pětina a pětina z padesáti je deset.}',
    '',
    `::Mocnina dvou::Platí $2^${broken ? '{10}' : '\\{10\\}'} = 1024$?{T####Dvě na desátou je 1024.}`,
    '',
    '::Dělitelnost::Která čísla jsou dělitelná třemi?{',
    '~%50%12',
    '~%50%21',
    '~%-100%25',
    '~%-100%14',
    '####Ciferný součet 12 i 21 je 3, u 25 je 7 a u 14 je 5.}',
    '',
    '::Součin::Jak se nazývá výsledek násobení?{=součin####Sčítáním vzniká součet, násobením součin.}',
    '',
    '::Odmocnina::Kolik je $\\sqrt 2$ zaokrouhleno na setiny?{#1.41:0.005####Odmocnina ze dvou je 1,414…}',
    '',
  ].join('\n');

test('a GIFT file is checked line by line, fixed, imported and its questions are in the bank as written', async ({
  page,
}) => {
  await enterStudio(page, SPRAVCE, '/studio/otazky');
  await expect(page.getByRole('heading', { level: 1, name: 'Otázky' })).toBeVisible();
  await page.getByRole('link', { name: 'Importovat soubor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import otázek' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Soubor k importu' });
  const file = (broken: boolean) => ({
    name: 'opakovani.gift',
    mimeType: 'text/plain',
    buffer: Buffer.from(gift({ broken }), 'utf8'),
  });
  await form.getByLabel('Soubor', { exact: true }).setInputFiles(file(true));
  await expect(form.getByRole('combobox', { name: 'Formát' })).toHaveValue('gift');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Zkontrolovat soubor' }).click();

  // the dry run: every question found with its line, the broken one as an error of its line; nothing to import
  const report = page.getByRole('region', { name: 'Co jsme v souboru našli' });
  await expect(report.getByRole('status')).toHaveText('4 otázky 1 chyba 0 upozornění');
  // two tables: the problems by line (only when there are some), then the questions
  const [problems, found] = [report.getByRole('table').first(), report.getByRole('table').last()];
  await expect(problems.getByRole('row')).toHaveText(
    [
      'Řádek Druh Co je špatně',
      '11 Chyba Ve vzorci mezi $ jsou složené závorky. V GIFT je musíš psát jako \\{ a \\}, jinak se berou jako začátek odpovědí.',
    ].map((row) => new RegExp(`^${escaped(row).replaceAll(' ', '\\s*')}$`)),
  );
  await expect(found.getByRole('row')).toHaveText(
    [
      'Řádek Zadání Typ Stav',
      '4 Kolik je 20 % z čísla 50? Výběr jedné odpovědi V pořádku',
      '13 Která čísla jsou dělitelná třemi? Výběr více odpovědí V pořádku',
      '20 Jak se nazývá výsledek násobení? Doplňování V pořádku',
      '22 Kolik je $\\sqrt 2$ zaokrouhleno na setiny? Doplňování V pořádku',
    ].map((row) => new RegExp(`^${escaped(row).replaceAll(' ', '\\s*')}$`)),
  );
  await expect(form.getByRole('button', { name: 'Importovat 4 otázky' })).toBeDisabled();
  await expect(form.getByText('Importovat půjde, až v souboru nebudou chyby.')).toBeVisible();
  await expectAccessible(page);

  // the formula's braces escaped, the same file chosen again: five questions, no error, imported
  await form.getByLabel('Soubor', { exact: true }).setInputFiles(file(false));
  await expect(report).toHaveCount(0);
  await form.getByRole('button', { name: 'Zkontrolovat soubor' }).click();
  await expect(report.getByRole('status')).toHaveText('5 otázek 0 chyb 0 upozornění');
  await expect(found.getByRole('row').nth(2)).toHaveText(
    /^11\s*Platí \$2\^\{10\} = 1024\$\?\s*Pravda \/ nepravda\s*V pořádku$/,
  );
  await expect(form.getByText('Soubor je bez chyb, můžeš ho importovat.')).toBeVisible();
  await form.getByRole('button', { name: 'Importovat 5 otázek' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Importovali jsme 5 otázek' })).toBeFocused();
  await expectAccessible(page);

  // in the bank, unassigned, as written: Czech letters and the formulas' TeX
  await page.getByRole('link', { name: 'Zobrazit importované otázky' }).click();
  await expect(page).toHaveURL(/\/studio\/otazky\?nezarazene=1$/);
  await expect(page.getByRole('checkbox', { name: 'Jen nezařazené' })).toBeChecked();
  const bank = page.getByRole('main').getByRole('table');
  // newest first: a server that ran this journey before has its questions further down
  const row = (title: string) =>
    bank
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: title, exact: true }) })
      .first();
  for (const [title, type] of [
    ['Kolik je 20 % z čísla 50?', 'Výběr jedné odpovědi'],
    ['Platí $2^{10} = 1024$?', 'Pravda / nepravda'],
    ['Která čísla jsou dělitelná třemi?', 'Výběr více odpovědí'],
    ['Jak se nazývá výsledek násobení?', 'Doplňování'],
    ['Kolik je $\\sqrt 2$ zaokrouhleno na setiny?', 'Doplňování'],
  ] as const)
    await expect(row(title).getByRole('cell')).toHaveText([
      type,
      'Opakování',
      '—',
      'Jen v bance',
      'Tým Studovny',
    ]);
  await expectAccessible(page);

  // opened: the text with its formula as written, its explanation, the statement true; the preview typeset
  await row('Platí $2^{10} = 1024$?').getByRole('link').click();
  const editor = questionForm(page);
  await expect(editor.getByRole('textbox', { name: 'Zadání' })).toHaveValue('Platí $2^{10} = 1024$?');
  await expect(editor.getByRole('textbox', { name: 'Vysvětlení' })).toHaveValue('Dvě na desátou je 1024.');
  await expect(editor.getByRole('radio', { name: 'Pravdivé', exact: true })).toBeChecked();
  await expect(editor.getByRole('textbox', { name: 'Témata' })).toHaveValue('Opakování');
  const preview = page.getByRole('region', { name: 'Náhled pro studující' });
  await expect(preview.getByRole('heading', { level: 3 })).toMatchAriaSnapshot(`
    - heading:
      - text: Platí
      - math: 2 10 = 1024
      - text: "?"
  `);
  await page.goBack();
  await row('Kolik je $\\sqrt 2$ zaokrouhleno na setiny?').getByRole('link').click();
  const blank = editor.getByRole('group', { name: 'Místo „b1“' });
  await expect(blank.getByRole('combobox', { name: 'Jak porovnat odpověď' })).toHaveValue('range');
  await expect(blank.getByRole('textbox', { name: 'Od' })).toHaveValue('1.405');
  await expect(blank.getByRole('textbox', { name: 'Do' })).toHaveValue('1.415');
  await expectAccessible(page);
});

interface StudioCourse {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  categories: { id: number }[];
  price: number;
  sale_price: number | null;
  duration: string;
  passing_condition: number;
  retake_count: number;
  sections: { id: number; items: { id: number; type: string }[] }[];
}

/**
 * A published free course of the author's with one quiz of the given questions (passed from 50 %, one
 * retake), written through the studio's API: what the first journey does by hand, made in a moment.
 */
async function publishedQuiz(
  page: Page,
  baseURL: string,
  author: Account,
  { course, quiz, questions }: { course: string; quiz: string; questions: object[] },
) {
  const { headers } = await signIn(page, baseURL, author);
  const studio = `${baseURL.replace('://app.', '://')}/wp-json/studovna/v1/studio`;
  const call = async <T>(path: string, data?: object): Promise<T> => {
    const response = data
      ? await page.request.post(`${studio}${path}`, { headers, data })
      : await page.request.get(`${studio}${path}`, { headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    const body = (await response.json()) as { data?: T };
    return (data ? body.data : body) as T;
  };
  const { categories } = await call<{ categories: { id: number; name: string }[] }>('/categories');
  const category = categories.find((c) => c.name === CATEGORY)!;
  const draft = await call<StudioCourse>('/courses', { title: course, category_id: category.id });
  const withQuiz = await call<StudioCourse>(`/courses/${draft.id}/items`, {
    section_id: draft.sections[0]!.id,
    type: 'lp_quiz',
    title: quiz,
  });
  const quizId = withQuiz.sections[0]!.items[0]!.id;
  await call(`/quizzes/${quizId}`, {
    title: quiz,
    time_limit_seconds: 0,
    passing_grade: 50,
    retake_count: 1,
    instant_check: false,
    wrong_penalty: '0',
    skip_penalty: '0',
    preview: false,
  });
  for (const question of questions) await call(`/questions?quiz=${quizId}`, question);
  await call(`/courses/${draft.id}`, {
    title: draft.title,
    slug: draft.slug,
    excerpt: draft.excerpt,
    content: draft.content,
    category_ids: draft.categories.map((c) => c.id),
    price: draft.price,
    sale_price: draft.sale_price,
    duration: draft.duration,
    passing_condition: draft.passing_condition,
    retake_count: draft.retake_count,
    status: 'publish',
    published_at: null,
  });
  return { courseId: draft.id, quizId };
}

/** The review of the first attempt at the decimals quiz: its first question as it was, answered right. */
async function expectReviewOfFirst(review: Locator) {
  const page = review.page();
  await expect(strip(page).getByRole('button')).toHaveCount(2);
  await expect(strip(page).getByRole('button').first()).toHaveAccessibleName('Otázka 1, správně');
  await expect(strip(page).getByRole('button').last()).toHaveAccessibleName('Otázka 2, špatně');
  const question = review.getByRole('region', { name: 'Otázka s odpověďmi' });
  await expect(question.getByRole('heading', { level: 3 })).toHaveText('Kolik je 0,5 + 0,25?');
  await expect(question.getByRole('radio', { name: 'A 0,75 tvoje odpověď, správně' })).toBeChecked();
  await expect(question.getByRole('radio', { name: 'B 0,85', exact: true })).not.toBeChecked();
  await expect(review.getByRole('region', { name: 'Vysvětlení' })).toHaveText(
    'Pět desetin a dvacet pět setin je sedmdesát pět setin.',
  );
}

test('a question edited after a learner finished its quiz: their result and review stay, a new attempt takes the new version', async ({
  page,
  browser,
  baseURL,
}) => {
  const word = run();
  const course = `Desetinná čísla ${word}`;
  const quiz = 'Desetinná čísla – test';
  const before = 'Kolik je 0,5 + 0,25?';
  const after = 'Kolik je 0,5 + 0,35?';
  const { courseId, quizId } = await publishedQuiz(page, baseURL!, LEKTORKA, {
    course,
    quiz,
    questions: [
      {
        type: 'single_choice',
        title: before,
        explanation: 'Pět desetin a dvacet pět setin je sedmdesát pět setin.',
        mark: 2,
        tags: [],
        options: [{ title: '0,75', correct: true }, { title: '0,85' }, { title: '0,3' }],
      },
      {
        type: 'true_or_false',
        title: 'Číslo 0,1 je větší než 0,09.',
        explanation: 'Deset setin je víc než devět setin.',
        mark: 1,
        tags: [],
        answer: true,
      },
    ],
  });

  // a learner enrols and finishes the quiz: the first question right, the second wrong
  const learnerContext = await browser.newContext();
  const app = await learnerContext.newPage();
  const learner = await registeredLearner(app, baseURL!);
  await logIn(app, learner);
  await app.goto(`/kurzy/${courseId}`);
  await app.getByRole('button', { name: 'Zapsat se do kurzu' }).click();
  await expect(app.getByText('Jsi zapsán/a do kurzu. Hodně štěstí!')).toBeVisible();
  const address = `/kurzy/${courseId}/lp_quiz/${quizId}`;
  await app.goto(address);
  await app.getByRole('button', { name: 'Začít kvíz' }).click();
  await answer(app, [1, 2], before, () => app.getByText('0,75', { exact: true }).click());
  await answer(app, [2, 2], 'Číslo 0,1 je větší než 0,09.', () =>
    app.getByText('Nepravda', { exact: true }).click(),
  );
  await finishQuiz(app);
  const result = app.getByRole('region', { name: 'Výsledek kvízu' });
  await expect(fact(result, 'Body')).toHaveText('2 z 3');
  await expect(result.getByRole('img', { name: /^Výsledek v procentech: 66,67 %/ })).toBeVisible();

  // the author changes the question's text and its right answer
  await enterStudio(page, LEKTORKA, '/studio/otazky');
  await page.getByRole('combobox', { name: 'Kurz' }).selectOption({ label: course });
  await expect(page.getByRole('main').getByRole('status')).toHaveText('2 otázky');
  await page.getByRole('main').getByRole('link', { name: before }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Úprava otázky' })).toBeVisible();
  const editor = questionForm(page);
  await expect(editor.getByRole('textbox', { name: 'Zadání' })).toHaveValue(before);
  const facts = page.getByRole('region', { name: 'Použito v' });
  await expect(fact(facts, 'Studujících, kteří ji řešili')).toHaveText('1');
  await expect(fact(facts, 'Verze')).toHaveText('1 (uchovaných verzí: 1)');
  await editor.getByRole('textbox', { name: 'Zadání' }).fill(after);
  await editor.getByRole('radio', { name: 'Možnost B je správná' }).check();
  await editor
    .getByRole('textbox', { name: 'Vysvětlení' })
    .fill('Pět desetin a třicet pět setin je osmdesát pět setin.');
  await expect(
    page.getByRole('region', { name: 'Náhled pro studující' }).getByRole('heading', { level: 3 }),
  ).toHaveText(after);
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Uložit změny' }).press('Enter');
  await expect(editor.getByRole('status')).toHaveText('Vše je uložené.');
  await expect(fact(facts, 'Verze')).toHaveText('2 (uchovaných verzí: 2)');

  // the learner's result and review are those of the question they answered
  await app.reload();
  await expect(fact(result, 'Body')).toHaveText('2 z 3');
  await expect(result.getByRole('img', { name: /^Výsledek v procentech: 66,67 %/ })).toBeVisible();
  await result.getByRole('link', { name: 'Projít odpovědi' }).click();
  const review = app.getByRole('dialog', { name: 'Kontrola odpovědí' });
  await expectReviewOfFirst(review);
  await app.keyboard.press('Escape');

  // a new attempt: the question as edited, graded by its new key (the old right answer is wrong now)
  await result.getByRole('button', { name: 'Opakovat kvíz' }).click();
  await answer(app, [1, 2], after, () => app.getByText('0,75', { exact: true }).click());
  await answer(app, [2, 2], 'Číslo 0,1 je větší než 0,09.', () =>
    app.getByText('Pravda', { exact: true }).click(),
  );
  await finishQuiz(app);
  await expect(fact(result, 'Body')).toHaveText('1 z 3');
  await expect(result.getByText('Nesplněno', { exact: true })).toBeVisible();
  await expect(result.getByRole('img', { name: /^Výsledek v procentech: 33,33 %/ })).toBeVisible();

  // the first attempt in the history: its score, and its review as it was
  const attempts = app
    .getByRole('region', { name: 'Historie pokusů' })
    .getByRole('list', { name: 'Historie pokusů' })
    .getByRole('article');
  await expect(attempts).toHaveCount(2);
  await expect(fact(attempts.first(), 'Body')).toHaveText('1 z 3');
  const first = attempts.last();
  await expect(fact(first, 'Výsledek')).toHaveText('66,67 %');
  await expect(fact(first, 'Body')).toHaveText('2 z 3');
  await first.getByRole('link', { name: /^Projít pokus z / }).click();
  await expectReviewOfFirst(app.getByRole('dialog', { name: /^Pokus z / }));
  await learnerContext.close();
});
