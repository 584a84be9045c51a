import { expect, test } from '@playwright/test';
import {
  courseId,
  fillLogin,
  LOCKED_QUIZ,
  logIn,
  openLawQuizzes,
  registeredLearner,
  ZSV_COURSE,
  type Account,
} from './learner';
import { expectAccessible } from './support';

/*
 * Learners in the studio (issue 23 point 1, decision 0027): an administrator finds a learner who has
 * no plan, grants the ZSV plan and extends it with a reason, and the learner's locked quiz opens in the
 * app. Every studio screen on the way is checked by axe.
 */

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 150_000 });

const SPRAVCE: Account = { username: 'spravce', password: 'Studovna2026' };
/** A day `days` from today as the date field takes it. */
const dayIn = (days: number) => {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(at);
};

test('an administrator finds a learner without a plan, grants and extends one, and the learner’s locked quiz opens', async ({
  page,
  browser,
  baseURL,
}) => {
  const learner = await registeredLearner(page, baseURL!);
  const course = await courseId(page, baseURL!, ZSV_COURSE);
  await logIn(page, learner);
  let quizzes = await openLawQuizzes(page, course);
  await expect(quizzes.getByText(`${LOCKED_QUIZ} (zamčeno)`)).toBeVisible();

  // the administrator searches for the learner by part of the e-mail
  const studio = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 900 },
  });
  const admin = await studio.newPage();
  await admin.goto('/studio/studujici');
  await fillLogin(admin, SPRAVCE);
  await expect(admin.getByRole('heading', { level: 1, name: 'Studující' })).toBeVisible();
  const search = admin.getByRole('search', { name: 'Hledat studujícího' });
  await search
    .getByLabel('Jméno, uživatelské jméno nebo e-mail')
    .fill(learner.email.slice(0, -3).toUpperCase());
  await search.getByRole('button', { name: 'Hledat' }).click();
  await expect(admin.getByText('Nalezen 1 studující', { exact: true })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: learner.email });
  await expect(row).toContainText('Bez plánu');
  await expectAccessible(admin);
  await row.getByRole('link', { name: learner.username }).click();

  // the learner's page: no plan yet; a grant without a reason is refused beside its field
  await expect(admin.getByRole('heading', { level: 1, name: learner.username })).toBeVisible();
  const plans = admin.getByRole('region', { name: 'Studijní plány' });
  await expect(plans).toContainText('Studující zatím žádný studijní plán neměl/a.');
  await expectAccessible(admin);
  await plans.getByLabel('Plán', { exact: true }).selectOption({ label: 'ZSV – 1 měsíc' });
  await plans.getByRole('button', { name: 'Přidělit studijní plán' }).click();
  await expect(plans.getByLabel('Důvod')).toBeFocused();
  await expect(plans.getByLabel('Důvod')).toHaveAccessibleDescription(/Napiš důvod/);
  await plans.getByLabel('Důvod').fill('Omluva za výpadek při přijímačkách');
  await plans.getByRole('button', { name: 'Přidělit studijní plán' }).click();
  await expect(admin.getByText(/^Studijní plán je přidělený do /)).toBeVisible();
  const granted = plans.getByRole('row').filter({ hasText: 'ZSV – 1 měsíc' });
  await expect(granted).toContainText('Platí');
  await expect(granted).toContainText('Tým');

  // extended to a later day, with the reason in the history
  await granted.getByRole('button', { name: 'Prodloužit' }).click();
  await plans.getByLabel('Platí do (včetně)').fill(dayIn(60));
  await plans.getByLabel('Důvod').fill('Prodloužení po domluvě s podporou');
  await plans.getByRole('button', { name: 'Prodloužit', exact: true }).last().click();
  await expect(admin.getByText(/^Studijní plán je prodloužený do /)).toBeVisible();
  const history = admin.getByRole('region', { name: 'Historie změn týmu' });
  await expect(history).toContainText('Tým Studovny prodloužil/a studijní plán');
  await expect(history).toContainText('Důvod: Prodloužení po domluvě s podporou');
  await expect(history).toContainText('Důvod: Omluva za výpadek při přijímačkách');
  await expectAccessible(admin);

  // the learner's locked quiz opens: enrol, and the quiz is there to take
  await page.goto(`/kurzy/${course}`);
  await expect(page.getByText('Součást tvého studijního plánu')).toBeVisible();
  await page.getByRole('button', { name: 'Zapsat se do kurzu' }).click();
  // the enrolment is confirmed before the page is left (while it is sent the button only says it works)
  await expect(page.getByText('Jsi zapsán/a do kurzu. Hodně štěstí!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapsat se do kurzu' })).toHaveCount(0);
  quizzes = await openLawQuizzes(page, course);
  await quizzes.getByRole('link', { name: new RegExp(LOCKED_QUIZ) }).click();
  await expect(page).toHaveURL(new RegExp(`/kurzy/${course}/lp_quiz/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: LOCKED_QUIZ })).toBeVisible();
  await studio.close();
});
