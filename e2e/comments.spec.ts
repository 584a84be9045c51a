import { expect, test } from '@playwright/test';
import { enrolledCourse, logIn, registeredLearner } from './learner';
import { expectAccessible } from './support';

const LESSON = 'Jak řešit slovní analogie';

test('a learner comments on a lesson, replies, deletes the reply and then may delete the comment; an empty comment sends nothing; the lesson is on Start', async ({
  page,
  baseURL,
}) => {
  const learner = await registeredLearner(page, baseURL!);
  const { id, item } = await enrolledCourse(page, baseURL!, [], { account: learner });
  await logIn(page, learner);
  await page.goto(`/kurzy/${id}/lp_lesson/${item(LESSON).id}`);
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();

  const section = page.getByRole('region', { name: 'Komentáře' });
  const mine = section.getByRole('article', { name: `${learner.username} (ty)` });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/comments'))
      posts.push(request.postData() ?? '');
  });

  // spaces only: nothing is sent, the text stays; then a real comment is sent
  const input = section.getByRole('textbox', { name: 'Napiš komentář' });
  await input.fill('   ');
  await section.getByRole('button', { name: 'Odeslat', exact: true }).click();
  await expect(input).toHaveValue('   ');
  const text = `Jak poznám vztah v analogii? ${learner.username}`;
  await input.fill(text);
  await section.getByRole('button', { name: 'Odeslat', exact: true }).click();
  const comment = mine.filter({ hasText: text });
  await expect(comment).toBeVisible();
  await expect(input).toHaveValue('');
  expect(posts).toHaveLength(1);
  expect(posts[0]).toContain('Jak poznám vztah v analogii?');
  await expect(mine).toHaveCount(1);

  // a reply: then the comment has replies and cannot be deleted
  await comment.getByRole('button', { name: 'Odpovědět' }).click();
  const replyInput = section.getByRole('textbox', { name: `Odpověď pro ${learner.username}` });
  await expect(replyInput).toBeFocused();
  await replyInput.fill('Nejdřív si vztah řekni celou větou.');
  await section.getByRole('button', { name: 'Odeslat odpověď' }).click();
  const replies = section.getByRole('list', { name: `Odpovědi na komentář (autor: ${learner.username})` });
  const reply = replies.getByRole('article').filter({ hasText: 'Nejdřív si vztah řekni celou větou.' });
  await expect(reply).toBeVisible();
  await expect(replyInput).toBeHidden();
  await expect(mine).toHaveCount(2);
  await expect(comment.getByRole('button', { name: '1 odpověď' })).toHaveAttribute('aria-expanded', 'true');
  await expect(comment.getByRole('button', { name: 'Smazat' })).toHaveCount(0);
  await expect(reply.getByRole('button', { name: 'Smazat' })).toBeVisible();
  await expectAccessible(page);

  // deleting the reply, confirmed; the comment may be deleted now
  await reply.getByRole('button', { name: 'Smazat' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Smazat komentář?' });
  await expect(confirm).toContainText('Smazaný komentář nejde obnovit.');
  await confirm.getByRole('button', { name: 'Smazat' }).click();
  await expect(confirm).toBeHidden();
  await expect(reply).toHaveCount(0);
  await expect(mine).toHaveCount(1);
  await expect(comment).toBeFocused();
  await expect(comment.getByRole('button', { name: 'Smazat' })).toBeVisible();
  await expect(comment.getByRole('button', { name: /odpověď|odpovědi/ })).toHaveCount(0);
  expect(posts).toHaveLength(2);

  // Start ('Historie') lists the lesson just opened
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Hlavní navigace' })
    .getByRole('link', { name: 'Historie' })
    .click();
  await expect(page).toHaveURL(/\/start$/);
  const recent = page.getByRole('list', { name: 'Naposledy otevřené' });
  await expect(recent.getByRole('link', { name: new RegExp(`^Lekce ${LESSON}`) })).toBeVisible();
  await expectAccessible(page);
});
