import { expect, test } from '@playwright/test';
import { api, enrolledCourse, fillLogin, logIn, registeredLearner, type Account } from './learner';
import { expectAccessible } from './support';

/*
 * Moderation (issue 23 point 4, decision 0029): a learner reports another learner's comment under a
 * lesson; the course's author finds it first in the studio's „Moderace", hides it with a reason; other
 * learners no longer see it and its author reads the reason in its place. The report dialog and the
 * studio screen are checked by axe.
 */

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 150_000 });

const LEKTORKA: Account = { username: 'lektorka.dvorakova', password: 'Studovna2026' };
const LESSON = 'Jak řešit slovní analogie';
const REASON = 'Urážky ostatních sem nepatří. Napiš prosím otázku věcně.';

test('a learner reports a comment, the instructor sees it first in the studio and hides it with a reason; others no longer see it, its author reads why', async ({
  page,
  browser,
  baseURL,
}) => {
  const author = await registeredLearner(page, baseURL!);
  const reporter = await registeredLearner(page, baseURL!);
  const { id, item } = await enrolledCourse(page, baseURL!, [], { account: author });
  await enrolledCourse(page, baseURL!, [], { account: reporter });
  const lesson = item(LESSON).id;
  const rude = `Tohle je hloupost a vy jste hlupáci. ${author.username}`;
  const token = (await (await page.request.post(`${api(baseURL!)}/token`, { data: author })).json()) as {
    token: string;
  };
  const posted = await page.request.post(`${baseURL!.replace('://app.', '://')}/wp-json/wp/v2/comments`, {
    headers: { Authorization: `Bearer ${token.token}` },
    data: { post: lesson, content: rude },
  });
  expect(posted.ok()).toBe(true);

  // another learner reports it from the lesson's comments, with a confirmation
  await logIn(page, reporter);
  await page.goto(`/kurzy/${id}/lp_lesson/${lesson}`);
  const section = page.getByRole('region', { name: 'Komentáře' });
  const comment = section.getByRole('article', { name: author.username }).filter({ hasText: rude });
  await expect(comment).toBeVisible();
  await comment.getByRole('button', { name: `Nahlásit komentář (autor: ${author.username})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Nahlásit komentář?' });
  await expect(dialog).toContainText(`Autor komentáře: ${author.username}. Komentář předáme lektorovi kurzu`);
  await expect(dialog.getByRole('radio', { name: 'Je urážlivý nebo vulgární' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Je to spam nebo reklama' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await dialog.getByRole('button', { name: 'Nahlásit' }).click();
  await expect(dialog).toBeHidden();
  await expect(comment.getByText('Nahlášeno')).toBeVisible();
  await expect(comment.getByRole('button', { name: /Nahlásit/ })).toHaveCount(0);
  await expect(section.getByRole('status')).toHaveText(
    'Díky! Komentář jsme předali lektorovi a týmu Studovny.',
  );

  // the course's author finds it first in the studio, reported as offensive
  const studio = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  const instructor = await studio.newPage();
  await instructor.goto('/studio/moderace');
  await expect(instructor).toHaveURL(/\/prihlaseni$/);
  await fillLogin(instructor, LEKTORKA);
  await expect(instructor.getByRole('heading', { level: 1, name: 'Moderace' })).toBeVisible();
  const first = instructor.getByRole('article').first();
  await expect(first).toContainText(rude);
  await expect(first).toContainText('Nahlášen 1×: urážlivý nebo vulgární');
  await expect(instructor.getByRole('link', { name: /Komentáře\s*1 nahlášený/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(instructor);

  // hiding needs a reason; then the comment is hidden and its reports closed
  await first.getByRole('button', { name: 'Skrýt' }).click();
  const reason = first.getByRole('textbox', { name: 'Proč ho skrýváš?' });
  await expect(reason).toBeFocused();
  await first.getByRole('button', { name: 'Skrýt komentář' }).click();
  await expect(reason).toHaveAccessibleDescription(/Napiš důvod – autor ho uvidí u svého příspěvku\./);
  await expectAccessible(instructor);
  await reason.fill(REASON);
  await first.getByRole('button', { name: 'Skrýt komentář' }).click();
  await expect(instructor.getByText('Příspěvek je skrytý. Autor u něj vidí důvod.')).toBeVisible();
  const hidden = instructor.getByRole('article').filter({ hasText: rude });
  await expect(hidden).toContainText('Skrytý');
  await expect(hidden).toContainText(`Důvod, který vidí autor: ${REASON}`);
  await expect(hidden).not.toContainText('Nahlášen');
  await expect(hidden.getByRole('button', { name: 'Zobrazit znovu' })).toBeVisible();
  await expectAccessible(instructor);
  await studio.close();

  // another learner no longer sees it (the reporter's app keeps what it read until its cache is stale)
  const other = await registeredLearner(page, baseURL!);
  await enrolledCourse(page, baseURL!, [], { account: other });
  const otherContext = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  const otherPage = await otherContext.newPage();
  await logIn(otherPage, other);
  await otherPage.goto(`/kurzy/${id}/lp_lesson/${lesson}`);
  const otherSection = otherPage.getByRole('region', { name: 'Komentáře' });
  await expect(otherSection.getByRole('textbox', { name: 'Napiš komentář' })).toBeVisible();
  await expect(otherSection.getByText('Načítám komentáře…')).toHaveCount(0);
  await expect(otherSection.getByText(rude)).toHaveCount(0);
  await expect(otherSection.getByRole('article', { name: author.username })).toHaveCount(0);
  await otherContext.close();

  // its author reads why, in place of the text
  const own = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  const authorPage = await own.newPage();
  await logIn(authorPage, author);
  await authorPage.goto(`/kurzy/${id}/lp_lesson/${lesson}`);
  const mine = authorPage
    .getByRole('region', { name: 'Komentáře' })
    .getByRole('article', { name: `${author.username} (ty)` });
  await expect(mine).toContainText('Tvůj komentář skryl lektor kurzu.');
  await expect(mine).toContainText(`Důvod: ${REASON}`);
  await expect(mine).toContainText('Ostatní studující ho nevidí.');
  await expect(mine).not.toContainText('hlupáci');
  await expectAccessible(authorPage);
  await own.close();
});
