import { expect, test, type Page } from '@playwright/test';
import { courseId, enrolledCourse, evaluateWithGaps, logIn } from './learner';
import { expectFitsScreen } from './screen-fit';
import { settleAnimations } from './support';
import { expectTapTargets } from './tap-targets';

/*
 * The main screens on the narrowest phone we support (360 px): nothing is cut or wider than the
 * screen (screen-fit.ts), and every control is a full tap target (tap-targets.ts).
 */

test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

const QUIZ = 'Analogie – procvičování';
const SUBJECT = 'Obecné studijní předpoklady (OSP)';

interface Screen {
  name: string;
  open: (page: Page) => Promise<void>;
}

async function checkEach(page: Page, screens: Screen[]) {
  for (const screen of screens)
    await test.step(screen.name, async () => {
      await screen.open(page);
      await settleAnimations(page);
      await expectFitsScreen(page);
      await expectTapTargets(page);
    });
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/** The subject's tabs on home: its card on the subject list picks it. */
async function pickSubject(page: Page) {
  await page.goto('/');
  await page
    .getByRole('link', { name: SUBJECT })
    .or(page.getByRole('button', { name: SUBJECT }))
    .first()
    .click();
  await expect(page.getByRole('tab', { name: SUBJECT })).toBeVisible();
}

test('a guest’s screens and the website fit 360 px with full tap targets', async ({ page, baseURL }) => {
  const site = baseURL!.replace('://app.', '://');
  await checkEach(page, [
    {
      name: 'home: subjects',
      open: async () => {
        await page.goto('/');
        await heading(page, 'Předměty');
      },
    },
    { name: 'home: a subject’s tabs', open: pickSubject },
    {
      name: 'course list',
      open: async () => {
        await page.goto('/kurzy');
        await expect(page.getByRole('radio', { name: 'Ve slevě' })).toBeVisible();
      },
    },
    {
      name: 'course detail',
      open: async () => {
        await page.goto('/kurzy/1');
        await heading(page, 'OSP: Verbální oddíl');
      },
    },
    {
      name: 'login',
      open: async () => {
        await page.goto('/prihlaseni');
        await expect(page.getByLabel('Přihlašovací jméno nebo e-mail')).toBeVisible();
      },
    },
    {
      name: 'registration',
      open: async () => {
        await page.goto('/registrace');
        await expect(page.getByRole('link', { name: 'obchodními podmínkami' })).toBeVisible();
      },
    },
    {
      name: 'website home',
      open: async () => {
        await page.goto(`${site}/`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      },
    },
    {
      name: 'website study plans',
      open: async () => {
        await page.goto(`${site}/studijni-plany/`);
        await expect(page.getByRole('link', { name: 'OSP', exact: true })).toBeVisible();
      },
    },
  ]);
});

test('a learner’s screens fit 360 px with full tap targets: quiz, result, review, board, settings, plans', async ({
  page,
  baseURL,
}) => {
  const { id, item } = await enrolledCourse(page, baseURL!, [QUIZ]);
  const longName = await courseId(page, baseURL!, 'OSP: Analytický a kvantitativní oddíl');
  await logIn(page);
  await checkEach(page, [
    { name: 'home: a subject’s tabs', open: pickSubject },
    {
      name: 'course list',
      open: async () => {
        await page.goto('/kurzy');
        await expect(page.getByRole('radio', { name: 'Nejstarší' })).toBeVisible();
      },
    },
    {
      name: 'course detail',
      open: async () => {
        await page.goto(`/kurzy/${id}`);
        await heading(page, 'OSP: Verbální oddíl');
      },
    },
    {
      name: 'quiz question',
      open: async () => {
        await page.goto(`/kurzy/${id}/lp_quiz/${item(QUIZ).id}`);
        await page.getByRole('button', { name: 'Začít kvíz' }).click();
        await expect(page.getByRole('button', { name: 'Další' })).toBeVisible();
      },
    },
    {
      name: 'result',
      open: async () => {
        await evaluateWithGaps(page);
        await expect(page.getByRole('region', { name: 'Výsledek kvízu' })).toBeVisible();
      },
    },
    {
      name: 'review',
      open: async () => {
        await page.getByRole('link', { name: 'Projít odpovědi' }).click();
        await expect(page.getByRole('navigation', { name: 'Otázky kvízu' })).toBeVisible();
      },
    },
    {
      // the course line above a learning screen's title: the longest course name, in capitals
      name: 'sample tasks of a course with a long name',
      open: async () => {
        await page.goto(`/kurzy/${longName}/lp_course_preview`);
        // the questions, or (once petr is in the course) the note that he needs no sample
        await expect(page.getByText(/^(Zodpovězeno 0 z 9|Tento kurz máš ve studijním plánu)$/)).toBeVisible();
      },
    },
    {
      name: 'board',
      open: async () => {
        await page.goto('/nastenka');
        await heading(page, /Nástěnka/);
      },
    },
    {
      name: 'profile',
      open: async () => {
        await page.goto('/uzivatel/ucet');
        await heading(page, /Petr Svoboda|Profil/);
      },
    },
    {
      name: 'settings',
      open: async () => {
        await page.goto('/uzivatel/nastaveni');
        await heading(page, 'Nastavení');
      },
    },
    {
      name: 'my study plans',
      open: async () => {
        await page.goto('/uzivatel/plany');
        await heading(page, /studijní plány/i);
      },
    },
  ]);
});
