import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { COURSE, courseId, logIn, registeredLearner } from './learner';
import { expectAccessible } from './support';

const ASSIGNMENT = 'Napiš vlastní analogie';
const ANSWER = 'vánek : vichřice = mrholení : liják (stupeň intenzity)\n';
const NOTE = 'Nevěděl/a jsem si rady s typem prvek a skupina.';

/** The value beside a label in a list of facts (`dt` / `dd`). */
const fact = (scope: Locator, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Files to pick, written to the test's own output directory (emptied before each run). */
function files() {
  const dir = test.info().outputPath('files');
  mkdirSync(dir, { recursive: true });
  const path = (name: string, content: string) => {
    writeFileSync(join(dir, name), content);
    return join(dir, name);
  };
  return { program: path('analogie.exe', 'MZ'), answer: path('analogie.txt', ANSWER) };
}

test('a new learner starts an assignment, is told a file type is wrong, saves a text file and hands it in', async ({
  page,
  baseURL,
}) => {
  const { program, answer } = files();
  const learner = await registeredLearner(page, baseURL!);
  const id = await courseId(page, baseURL!, COURSE);
  await logIn(page, learner);

  // enrol, then open the assignment from the course's curriculum
  await page.goto(`/kurzy/${id}`);
  await page.getByRole('button', { name: 'Zapsat se do kurzu' }).click();
  await expect(page.getByText('Jsi zapsán/a do kurzu. Hodně štěstí!')).toBeVisible();
  await page
    .getByRole('listitem', { name: 'Slovní analogie' })
    .getByRole('button', { name: /^Kvízy/ })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: new RegExp(ASSIGNMENT) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/kurzy/${id}/lp_assignment/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: ASSIGNMENT })).toBeVisible();

  // the intro: what to hand in, the time, the points, the attachment
  const intro = page.getByRole('region', { name: 'O úkolu' });
  await expect(fact(intro, 'Soubory k odevzdání')).toHaveText('až 1 soubor');
  await expect(fact(intro, 'Čas na vypracování')).toHaveText('3 dny');
  await expect(fact(intro, 'Ke splnění')).toHaveText('8 bodů');
  await expect(
    intro.getByRole('link', { name: 'Pracovní list – typy vztahů.txt (otevře se v novém okně)' }),
  ).toHaveAttribute('target', '_blank');
  await expectAccessible(page);
  await intro.getByRole('button', { name: 'Začít úkol' }).click();

  // the answer form; a file of another type is refused in the browser
  const form = page.getByRole('region', { name: 'Tvoje odpověď' });
  await expect(form.getByRole('heading', { name: 'Tvoje odpověď' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Úkol je spuštěný.' })).toBeVisible();
  await expect(form.getByText(/^Odevzdat do \d/)).toBeVisible();
  const picker = form.getByLabel('Přidat soubory');
  await picker.setInputFiles(program);
  const refusal = 'Soubor analogie.exe nemá povolený typ. Nahraj JPG, TXT, ZIP, PDF, DOC, DOCX nebo PPT.';
  await expect(form.getByText(refusal)).toBeVisible();
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  await expect(picker).toHaveAccessibleDescription(new RegExp(`${refusal.replace(/\./g, '\\.')}$`));
  await expect(form.getByText('Zatím žádný soubor.')).toBeVisible();
  await expect(form.getByRole('list', { name: /^Nové soubory/ })).toHaveCount(0);

  await picker.setInputFiles(answer);
  await expect(form.getByText(refusal)).toHaveCount(0);
  await expect(form.getByRole('list', { name: /^Nové soubory/ }).getByRole('listitem')).toHaveText(
    /analogie\.txt/,
  );
  await form.getByLabel('Text odpovědi nebo poznámka').fill(NOTE);
  await expectAccessible(page);

  // saved: the file is on the server, and a reload keeps the answer
  await form.getByRole('button', { name: 'Uložit' }).click();
  await expect(form.getByText(/^Uloženo v \d{1,2}:\d{2}$/)).toBeVisible();
  const saved = form.getByRole('list', { name: 'Uložené soubory' });
  await expect(saved.getByRole('button', { name: 'analogie.txt, stáhnout' })).toBeVisible();
  await expect(form.getByRole('list', { name: /^Nové soubory/ })).toHaveCount(0);
  await page.reload();
  await expect(form.getByLabel('Text odpovědi nebo poznámka')).toHaveValue(NOTE);
  const download = page.waitForEvent('download');
  await saved.getByRole('button', { name: 'analogie.txt, stáhnout' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('analogie.txt');
  expect(readFileSync(await file.path(), 'utf8')).toBe(ANSWER);

  // handing in asks first; cancelling changes nothing
  await form.getByRole('button', { name: 'Odevzdat' }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Odevzdat úkol?' });
  await expect(confirm).toContainText('Po odevzdání už odpověď ani soubory nepůjde změnit.');
  await confirm.getByRole('button', { name: 'Zrušit' }).click();
  await expect(confirm).toBeHidden();
  await expect(form.getByRole('button', { name: 'Uložit' })).toBeEnabled();
  await form.getByRole('button', { name: 'Odevzdat' }).click();
  confirm = page.getByRole('alertdialog', { name: 'Odevzdat úkol?' });
  await confirm.getByRole('button', { name: 'Odevzdat' }).click();

  // handed in: read only, and so after a reload
  const summary = page.getByRole('region', { name: 'Odevzdaná odpověď' });
  await expect(summary.getByRole('heading', { name: 'Odevzdaná odpověď' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Úkol je odevzdaný.' })).toBeVisible();
  const readOnly = async () => {
    await expect(fact(summary, 'Stav')).toHaveText('Odevzdáno');
    await expect(summary.getByText('Body uvidíš, až úkol lektor ohodnotí.')).toBeVisible();
    await expect(summary.getByText(NOTE)).toBeVisible();
    await expect(
      summary
        .getByRole('list', { name: 'Odevzdané soubory' })
        .getByRole('button', { name: 'analogie.txt, stáhnout' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Uložit|Odevzdat|Přidat soubory|Odebrat)/ })).toHaveCount(
      0,
    );
  };
  await readOnly();
  await page.reload();
  await readOnly();
  await expectAccessible(page);
});
