import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, COURSE, courseId, fillLogin, logIn, registeredLearner, type Account } from './learner';
import { mailTo } from './mailbox';
import { expectAccessible } from './support';

/*
 * Grading an assignment (issue 23 point 3, decision 0026): a learner hands in the free OSP course's
 * assignment with a file; its author grades it in the studio with feedback and a file; the learner sees
 * the mark out of the highest, passed, and the feedback in the app, and has the e-mail. Every studio
 * screen is checked by axe.
 */

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 150_000 });

const LEKTORKA: Account = { username: 'lektorka.dvorakova', password: 'Studovna2026' };
const ANSWER = 'vánek : vichřice = mrholení : liják (stupeň intenzity)\n';
const FEEDBACK = 'Pěkné analogie.\nU třetí chybí, o jaký vztah jde.';

/** The value beside a label in a list of facts (`dt` / `dd`). */
const fact = (scope: Locator, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

function files() {
  const dir = test.info().outputPath('files');
  mkdirSync(dir, { recursive: true });
  const path = (name: string, content: string) => {
    writeFileSync(join(dir, name), content);
    return join(dir, name);
  };
  return { answer: path('analogie.txt', ANSWER), model: path('vzorové řešení.txt', 'Vzor: den : noc\n') };
}

/** The free OSP course's assignment, from the course as the app reads it. */
async function assignmentOf(page: Page, baseURL: string, course: number): Promise<number> {
  const res = await page.request.get(`${api(baseURL)}/courses/${course}`);
  const detail = (await res.json()) as { sections: { items: { id: number; type: string }[] }[] };
  const item = detail.sections.flatMap((s) => s.items).find((i) => i.type === 'lp_assignment');
  expect(item).toBeDefined();
  return item!.id;
}

test('a learner hands in an assignment, its author grades it in the studio, the learner sees the mark and the feedback and gets an e-mail', async ({
  page,
  browser,
  baseURL,
}) => {
  const { answer, model } = files();
  const learner = await registeredLearner(page, baseURL!);
  const course = await courseId(page, baseURL!, COURSE);
  const assignment = await assignmentOf(page, baseURL!, course);

  // the learner enrols, starts the assignment and hands it in with a file
  await logIn(page, learner);
  await page.goto(`/kurzy/${course}`);
  await page.getByRole('button', { name: 'Zapsat se do kurzu' }).click();
  await expect(page.getByText('Jsi zapsán/a do kurzu. Hodně štěstí!')).toBeVisible();
  await page.goto(`/kurzy/${course}/lp_assignment/${assignment}`);
  await page.getByRole('region', { name: 'O úkolu' }).getByRole('button', { name: 'Začít úkol' }).click();
  const form = page.getByRole('region', { name: 'Tvoje odpověď' });
  await form.getByLabel('Přidat soubory').setInputFiles(answer);
  await form.getByLabel('Text odpovědi nebo poznámka').fill('Posílám analogie.');
  await form.getByRole('button', { name: 'Odevzdat' }).click();
  await page
    .getByRole('alertdialog', { name: 'Odevzdat úkol?' })
    .getByRole('button', { name: 'Odevzdat' })
    .click();
  const summary = page.getByRole('region', { name: 'Odevzdaná odpověď' });
  await expect(fact(summary, 'Stav')).toHaveText('Odevzdáno');

  // the course's author finds it waiting in the studio
  const studio = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  const author = await studio.newPage();
  await author.goto('/studio/hodnoceni');
  await expect(author).toHaveURL(/\/prihlaseni$/);
  await fillLogin(author, LEKTORKA);
  await expect(author.getByRole('heading', { level: 1, name: 'Hodnocení úkolů' })).toBeVisible();
  await expect(
    author
      .getByRole('navigation', { name: 'Studio' })
      .getByRole('link', { name: /^Hodnocení úkolů ?, \d+ úkol/ }),
  ).toBeVisible();
  await author.getByRole('combobox', { name: 'Kurz' }).selectOption({ label: COURSE });
  const row = author.getByRole('row').filter({ hasText: learner.username });
  await expect(row).toContainText('Čeká na hodnocení');
  await expectAccessible(author);
  await row.getByRole('link', { name: learner.username }).click();

  // the grading screen: the answer and its file, then points, feedback and a file
  await expect(
    author.getByRole('heading', { level: 1, name: new RegExp(`^${learner.username}: `) }),
  ).toBeVisible();
  const handedIn = author.getByRole('region', { name: 'Odpověď studujícího' });
  await expect(handedIn).toContainText('Posílám analogie.');
  const download = author.waitForEvent('download');
  await handedIn.getByRole('button', { name: 'Stáhnout analogie.txt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('analogie.txt');
  expect(readFileSync(await file.path(), 'utf8')).toBe(ANSWER);
  await expectAccessible(author);

  const points = author.getByRole('textbox', { name: 'Body' });
  await points.fill('13');
  await author.getByRole('button', { name: 'Ohodnotit' }).click();
  await expect(points).toBeFocused();
  await expect(points).toHaveAccessibleDescription(/Za tento úkol lze dát nejvýše 12 b\./);
  await expectAccessible(author);
  await points.fill('10,5');
  await expect(author.getByText('S tímto počtem bodů bude úkol splněný.')).toBeVisible();
  await author.getByRole('textbox', { name: 'Komentář pro studujícího' }).fill(FEEDBACK);
  await author.getByLabel('Soubor k hodnocení (nepovinný)').setInputFiles(model);
  await author.getByRole('button', { name: 'Ohodnotit' }).click();
  await expect(
    author.getByText('Ohodnoceno: 10,5 z 12 b., splněno. Studujícímu jsme poslali e-mail.'),
  ).toBeVisible();
  const facts = author.getByRole('region', { name: 'O odevzdání' });
  await expect(fact(facts, 'Výsledek')).toHaveText('10,5 z 12 b., splněno');
  await expectAccessible(author);
  await studio.close();

  // the learner sees the mark out of the highest, passed, the feedback and its file
  await page.reload();
  await expect(fact(summary, 'Stav')).toHaveText('Ohodnoceno');
  await expect(summary.getByText('Splněno')).toBeVisible();
  await expect(fact(summary, 'Získáno')).toHaveText('10,5 z 12 bodů');
  await expect(summary.getByText('Pěkné analogie.')).toBeVisible();
  const feedbackFile = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'vzorové řešení.txt, stáhnout' }).click();
  expect((await feedbackFile).suggestedFilename()).toBe('vzorové řešení.txt');
  await expectAccessible(page);

  // and the e-mail with the mark, the feedback and the way back to the assignment
  const mail = await mailTo(learner.email);
  expect(mail.subject).toBe('Tvůj úkol „Napiš vlastní analogie“ je ohodnocený');
  expect(mail.text).toContain('Získal/a jsi 10,5 z 12 bodů – úkol je splněný.');
  expect(mail.text).toContain(FEEDBACK);
  expect(mail.text).toContain(`/kurzy/${course}/lp_assignment/${assignment}`);
});
