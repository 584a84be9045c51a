import { expect, test, type Page } from '@playwright/test';
import {
  answerAndEvaluate,
  courseId,
  LOCKED_QUIZ,
  logIn,
  openLawQuizzes,
  registeredLearner,
  ZSV_COURSE,
} from './learner';
import { expectAccessible } from './support';

let PAID_COURSE = 0;
test.beforeEach(async ({ page, baseURL }) => {
  PAID_COURSE = await courseId(page, baseURL!, ZSV_COURSE);
});
const ZSV = 'Základy společenských věd';

const categoryHeader = (page: Page) => page.getByText('Připravuješ se na').locator('..').locator('..');
const activePlanBadge = (page: Page) => categoryHeader(page).getByText('Aktivní studijní plán');

test('a new learner buys the ZSV plan on the website with the demo provider and opens the quiz it unlocks', async ({
  page,
  context,
  baseURL,
}) => {
  const site = baseURL!.replace('://app.', '://');
  const learner = await registeredLearner(page, baseURL!);
  await logIn(page, learner);

  // ZSV without a plan: no badge, the paid course locked
  await page.getByRole('link', { name: new RegExp(`^${ZSV}`) }).click();
  await expect(page.getByRole('tab', { name: ZSV, selected: true })).toBeVisible();
  await expect(categoryHeader(page).getByText(ZSV, { exact: true })).toBeVisible();
  await expect(activePlanBadge(page)).toHaveCount(0);

  await page.goto(`/kurzy/${PAID_COURSE}`);
  const planCard = page.getByRole('region', { name: 'Kurz je součástí studijního plánu' });
  await expect(planCard).toContainText('Po přístup potřebuješ mít aktivní studijní plán');
  await expect(page.getByRole('button', { name: 'Zapsat se do kurzu' })).toHaveCount(0);
  let quizzes = await openLawQuizzes(page, PAID_COURSE);
  await expect(quizzes.getByText(`${LOCKED_QUIZ} (zamčeno)`)).toBeVisible();
  await expect(quizzes.getByRole('link', { name: new RegExp(LOCKED_QUIZ) })).toHaveCount(0);

  // 'Chci tohle' opens the website's plans, signed in, at ZSV; Back from there leads to the app's home
  await quizzes.getByRole('button', { name: new RegExp(`^Chci tohle\\s*: ${LOCKED_QUIZ}$`) }).click();
  await expect(page).toHaveURL(`${site}/studijni-plany/#zsv`);
  await expect(page.getByRole('heading', { level: 1, name: 'Studijní plány' })).toBeVisible();
  await expect(
    page.getByText(`Jsi přihlášen/a jako ${learner.username} (${learner.username}).`),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goForward();
  await expect(page).toHaveURL(`${site}/studijni-plany/#zsv`);

  // the same plans page left open in another tab
  const otherTab = await context.newPage();
  await otherTab.goto(`${site}/studijni-plany/`);
  await expect(otherTab.getByRole('button', { name: 'Koupit TSP – 1 týden' })).toBeVisible();

  const zsvPlans = page.getByRole('region', { name: 'ZSV – Základy společenských věd' });
  await expect(zsvPlans).toContainText('Přes 100 vyřešených úloh z filozofie, ekonomie a dalších oborů ZSV');
  await expect(zsvPlans).not.toContainText('videa');
  await zsvPlans.getByRole('button', { name: 'Koupit ZSV – 1 měsíc' }).click();

  // the demo checkout says it is a demo
  await expect(page).toHaveURL(new RegExp(`^${site}/pokladna/demo/[a-f0-9]{32}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ukázková platba' })).toBeVisible();
  await expect(page.getByText('Toto je jen ukázka platby.')).toBeVisible();
  await expect(
    page.getByText('Nic se neplatí a nezadáváš žádné platební údaje.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'ZSV – 1 měsíc' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '399 Kč' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Zaplatit (ukázka)' }).click();

  await expect(page).toHaveURL(new RegExp(`^${site}/studijni-plany/hotovo/[a-f0-9]{32}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Děkujeme za objednávku' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Studijní plán je aktivní. Příjemné studium!');
  await expect(page.getByText(/Plán ZSV – 1 měsíc platí do\s+\d{1,2}\.\s\d{1,2}\.\s\d{4}/)).toBeVisible();
  await expectAccessible(page);

  // a second plan is refused while this one is active, also from the tab opened before
  await otherTab.getByRole('button', { name: 'Koupit TSP – 1 týden' }).click();
  const onlyOne =
    'Najednou může být aktivní jen jeden studijní plán. Další si můžeš koupit, až ten současný skončí.';
  await expect(otherTab.getByText(onlyOne).first()).toBeVisible();
  await expect(otherTab).not.toHaveURL(/pokladna/);
  await otherTab.goto(`${site}/studijni-plany/`);
  await expect(otherTab.getByText('Tvůj aktivní plán: ZSV – 1 měsíc')).toBeVisible();
  await expect(otherTab.getByRole('button', { name: /^Koupit/ })).toHaveCount(0);
  await otherTab.close();

  // back in the app: the badge on ZSV, the plan on Profile and among the active plans
  await page.getByRole('link', { name: 'Zpět do aplikace' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('tab', { name: ZSV, selected: true })).toBeVisible();
  await expect(activePlanBadge(page)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Profil', exact: true }).click();
  await expect(page.getByText('1 aktivní studijní plán')).toBeAttached();
  await expect(page.getByRole('listitem').filter({ hasText: 'Studijní plán ZSV' })).toBeVisible();
  await page.getByRole('link', { name: 'Moje studijní plány' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/plany$/);
  await expect(page.getByText('ZSV – 1 měsíc')).toBeVisible();
  await expect(page.getByText('Aktivní', { exact: true })).toBeVisible();
  await expect(page.getByText(/ještě (2[89]|3[01]) dní/)).toBeVisible();
  await expect(page.getByText('Na webu Studovny')).toBeVisible();
  await expectAccessible(page);

  // the course opens: enrol, and the quiz that was locked is taken and evaluated
  await page.goto(`/kurzy/${PAID_COURSE}`);
  await expect(page.getByText('Součást tvého studijního plánu')).toBeVisible();
  await expect(planCard).toHaveCount(0);
  await page.getByRole('button', { name: 'Zapsat se do kurzu' }).click();
  // the enrolment is confirmed before the page is left (while it is sent the button only says it works)
  await expect(page.getByText('Jsi zapsán/a do kurzu. Hodně štěstí!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapsat se do kurzu' })).toHaveCount(0);
  quizzes = await openLawQuizzes(page, PAID_COURSE);
  await quizzes.getByRole('link', { name: new RegExp(LOCKED_QUIZ) }).click();
  await expect(page).toHaveURL(new RegExp(`/kurzy/${PAID_COURSE}/lp_quiz/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: LOCKED_QUIZ })).toBeVisible();
  await answerAndEvaluate(page, [null, '81']);
  await expect(page.getByRole('region', { name: 'Výsledek kvízu' })).toContainText('%');
});
