import { expect, test, type Page } from '@playwright/test';
import { COURSE, courseId, enrolledCourse, evaluateWithGaps, logIn } from './learner';

const SECTION = 'Doplňování vět, synonyma a antonyma';
const QUIZ = 'Doplňování vět, synonyma a antonyma – test';

/** The round Back button in the screen's header. */
const back = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Zpět', exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Opens the quiz from the course's curriculum (its section's Quiz popup). */
async function openQuizFromCourse(page: Page) {
  await page
    .getByRole('listitem', { name: SECTION })
    .getByRole('button', { name: /^Kvízy/ })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: new RegExp(`^${QUIZ}`) })
    .click();
}

/** Takes the quiz open at its intro to its result, every question left unanswered. */
async function finishQuiz(page: Page) {
  await page.getByRole('button', { name: 'Začít kvíz' }).click();
  await evaluateWithGaps(page);
  await expect(page.getByRole('region', { name: 'Výsledek kvízu' })).toBeVisible();
}

test('Back from a quiz result goes up to the course and then to the course list, never back into the quiz, also after a reload', async ({
  page,
  baseURL,
}) => {
  const { id, item } = await enrolledCourse(page, baseURL!, [QUIZ]);
  const quiz = `/kurzy/${id}/lp_quiz/${item(QUIZ).id}`;
  await logIn(page);

  // the course list, the course from it, the quiz from the course's curriculum, its result
  await page.goto('/kurzy');
  await page.getByLabel('Hledat kurzy').first().fill('verbální');
  await page.keyboard.press('Enter');
  await page
    .getByRole('list', { name: /Výsledky hledání|Kurzy/ })
    .getByRole('link', { name: new RegExp(COURSE) })
    .first()
    .click();
  await expect(heading(page, COURSE)).toBeVisible();
  await openQuizFromCourse(page);
  await expect(heading(page, QUIZ)).toBeVisible();
  await finishQuiz(page);
  await expect(page).toHaveURL(new RegExp(`${quiz}$`));

  // Back, Back: the course, then the list
  await back(page).click();
  await expect(heading(page, COURSE)).toBeVisible();
  await back(page).click();
  await expect(page).toHaveURL(/\/kurzy(\?.*)?$/);
  await expect(heading(page, QUIZ)).toHaveCount(0);

  // the course and the result again: the result's own link to the course, then Back: the list, not the quiz
  await page
    .getByRole('list', { name: /Výsledky hledání|Kurzy/ })
    .getByRole('link', { name: new RegExp(COURSE) })
    .first()
    .click();
  await openQuizFromCourse(page);
  await expect(page.getByRole('region', { name: 'Výsledek kvízu' })).toBeVisible();
  await page.getByRole('link', { name: 'Zpět na kurz' }).click();
  await expect(heading(page, COURSE)).toBeVisible();
  await back(page).click();
  await expect(page).toHaveURL(/\/kurzy(\?.*)?$/);
  await expect(heading(page, QUIZ)).toHaveCount(0);

  // the quiz again, its result reloaded: Back to the course, Back to the list
  await page.goto(`/kurzy/${id}`);
  await openQuizFromCourse(page);
  await expect(page.getByRole('region', { name: 'Výsledek kvízu' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Výsledek kvízu' })).toBeVisible();
  await back(page).click();
  await expect(heading(page, COURSE)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/kurzy/${id}$`));
  await back(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(heading(page, QUIZ)).toHaveCount(0);
  await expect(heading(page, COURSE)).toHaveCount(0);
});

test('opened on a deep link to a quiz, Back goes to its course and then home', async ({ page, baseURL }) => {
  const { id, item } = await enrolledCourse(page, baseURL!, [QUIZ]);
  const quiz = `/kurzy/${id}/lp_quiz/${item(QUIZ).id}`;
  await logIn(page);

  await page.goto(quiz);
  await expect(heading(page, QUIZ)).toBeVisible();
  await back(page).click();
  await expect(page).toHaveURL(new RegExp(`/kurzy/${id}$`));
  await expect(heading(page, COURSE)).toBeVisible();
  await back(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Hlavní navigace' })).toBeVisible();
});

test('a course opened as a new page starts at its top, though the list before it was left scrolled; Back returns to the list where it was', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await page.goto('/kurzy');
  await expect(page.getByRole('link', { name: new RegExp(COURSE) }).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 520));
  await expect.poll(scrollY).toBe(520);

  // a link from elsewhere (the website, a login, a typed address): a new page of the app
  await page.goto(`/kurzy/${await courseId(page, baseURL!, COURSE)}`);
  await expect(heading(page, COURSE)).toBeVisible();
  expect(await scrollY()).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/kurzy$/);
  await expect.poll(scrollY).toBe(520);
});
