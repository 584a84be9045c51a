import { expect, test, type Request } from '@playwright/test';
import { api, COURSE, courseId, fillLogin, logIn, PETR, registeredLearner } from './learner';
import { expectAccessible } from './support';
import { expectOutOfReach, expectUncovered } from './uncovered';

// these journeys check the app's own caches; the service worker's offline copies are checked in pwa.spec.ts
test.use({ serviceWorkers: 'block' });

test('a guest browses categories, searches, opens courses from their cards and is asked to log in on enrol', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Obecné studijní předpoklady (OSP)' }).click();
  await expect(page.getByRole('tab', { name: /OSP/ })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  // a course card of the home overview opens the course page, public to guests too
  await page.getByRole('button', { name: 'Přehled' }).click();
  const popular = page.getByRole('list', { name: 'Oblíbené kurzy' });
  const card = popular.getByRole('link').first();
  const popularName = (await card.textContent())!.trim();
  await card.click();
  await expect(page).toHaveURL(/\/kurzy\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: popularName })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/kurzy');
  await page
    .getByRole('searchbox', { name: 'Hledat kurzy' })
    .or(page.getByLabel('Hledat kurzy'))
    .first()
    .fill('verbální');
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: /Výsledky hledání|Kurzy/ });
  await expect(list.getByRole('heading', { name: 'OSP: Verbální oddíl' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'ZSV: Ekonomie, právo a politologie' })).toHaveCount(0);
  await expectAccessible(page);

  // a card of the course list opens the course page too; the page asks for the login on enrol, and
  // the login returns to the course
  const id = await courseId(page, baseURL!, 'OSP: Verbální oddíl');
  await list
    .getByRole('link', { name: /OSP: Verbální oddíl/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/kurzy/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'OSP: Verbální oddíl' })).toBeVisible();
  await expect(page.getByText('Akce vyžaduje přihlášení')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Zapsat se do kurzu' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Akce vyžaduje přihlášení');
  await alert.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/\/prihlaseni/);
  await fillLogin(page, PETR);
  await expect(page).toHaveURL(new RegExp(`/kurzy/${id}$`));
});

test('a learner enrols in a course, wishlists it, writes a review and finds it under My courses', async ({
  page,
  baseURL,
}) => {
  const learner = await registeredLearner(page, baseURL!);
  const id = await courseId(page, baseURL!, 'TSP: Verbální a kritické myšlení');

  await logIn(page, learner);

  await page.goto(`/kurzy/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'TSP: Verbální a kritické myšlení' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Zapsat se do kurzu' }).click();
  await expect(page.getByText('Jsi zapsán/a do kurzu. Hodně štěstí!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapsat se do kurzu' })).toHaveCount(0);

  const heart = page.getByRole('button', { name: 'Přidat do oblíbených' }).first();
  await heart.click();
  await expect(page.getByRole('button', { name: 'Odebrat z oblíbených' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // the review form validates in SPEC order, then sends
  await page.getByRole('button', { name: 'Odeslat hodnocení' }).click();
  await expect(page.getByText('Prosím, vyplň název hodnocení')).toBeVisible();
  await page.getByLabel('Název hodnocení').fill('Konečně tomu rozumím');
  await page.getByRole('button', { name: 'Odeslat hodnocení' }).click();
  await expect(page.getByText('Prosím, vyplň hodnocení', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: '5 hvězdiček' }).check({ force: true });
  await page.getByLabel('Tvoje hodnocení').fill('Analogie a argumenty vysvětlené krok za krokem.');
  await page.getByRole('button', { name: 'Odeslat hodnocení' }).click();
  await expect(page.getByText('Děkujeme za hodnocení!')).toBeVisible();
  await expect(page.getByText('Analogie a argumenty vysvětlené krok za krokem.')).toBeVisible();
  await expectAccessible(page);

  // My courses: in progress, not passed
  await page.goto('/uzivatel/ucet');
  await page.getByRole('link', { name: 'Moje kurzy' }).click();
  await page.getByRole('radio', { name: 'Probíhající', exact: true }).check({ force: true });
  await expect(page).toHaveURL(/filtr=in-progress/);
  await expect(page.getByRole('heading', { name: 'TSP: Verbální a kritické myšlení' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Splněné', exact: true }).check({ force: true });
  await expect(page.getByRole('heading', { name: 'TSP: Verbální a kritické myšlení' })).toHaveCount(0);

  await page.goto('/uzivatel/oblibene');
  await expect(page.getByRole('heading', { name: 'TSP: Verbální a kritické myšlení' })).toBeVisible();
});

test('the category list survives a reload from the persisted cache, even when the server is unreachable', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Základy společenských věd' })).toBeVisible();
  await page.waitForTimeout(1500); // the cache is written at most once a second
  await page.route('**/wp-json/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Základy společenských věd' })).toBeVisible();
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).toEqual(['localhost']);
});

test('a guest’s first screen comes with its page; a learner’s is asked for with the token', async ({
  page,
  baseURL,
}) => {
  const id = await courseId(page, baseURL!, COURSE);
  const asked: { url: string; token: boolean }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(`/learnpress/v1/courses/${id}`))
      asked.push({ url: request.url(), token: !!request.headers().authorization });
  });
  await page.goto(`/kurzy/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  expect(asked).toEqual([]);

  await logIn(page, PETR);
  await page.goto(`/kurzy/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect.poll(() => asked.filter((request) => request.token).length).toBeGreaterThan(0);
  expect(asked.filter((request) => !request.token)).toEqual([]);
});

test('the page of a first screen names every script and style that screen loads', async ({
  page,
  baseURL,
}) => {
  const paid = await courseId(page, baseURL!, 'OSP: Analytický a kvantitativní oddíl');
  const curriculum = (await (await page.request.get(`${api(baseURL!)}/courses/${paid}`)).json()) as {
    sections: { items: { id: number; type: string; title: string; preview: boolean }[] }[];
  };
  const quiz = curriculum.sections.flatMap((s) => s.items).find((i) => i.type === 'lp_quiz' && i.preview)!;
  const screens = [
    // the home needs no code but the app's own: nothing it shows asks for more
    {
      address: '/',
      shown: page.getByRole('list', { name: 'Předměty k přípravě' }).getByRole('link').first(),
    },
    { address: '/kurzy', shown: page.getByRole('list', { name: 'Kurzy' }).getByRole('article').first() },
    {
      address: `/kurzy/${await courseId(page, baseURL!, COURSE)}`,
      shown: page.getByRole('heading', { level: 1, name: COURSE }),
    },
    {
      address: `/kurzy/${paid}/lp_quiz/${quiz.id}`,
      shown: page.getByRole('heading', { level: 1, name: quiz.title }),
      // the intro alone: none of the code of the questions, the result or the reviews of an attempt
      without:
        /\/(quiz-runner|quiz-result|current-attempt-review|past-attempt-review|results-review|mistakes-screen|questions|use-quiz-keyboard)-/,
    },
  ];
  for (const { address, shown, without } of screens) {
    const loaded: string[] = [];
    const listen = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (/^\/assets\/.+\.(js|css)$/.test(pathname)) loaded.push(pathname);
    };
    page.on('request', listen);
    const html = await (await page.goto(address))!.text();
    await expect(shown).toBeVisible();
    // the app has taken the screen over and asked for all it asks for
    await page.waitForLoadState('networkidle');
    page.off('request', listen);
    const named = [...html.matchAll(/ (?:src|href|data-after-paint)="(\/assets\/[^"]+)"/g)].map(
      ([, path]) => path,
    );
    // all it names loads, and nothing else: the screen's code does not wait for the app's to ask for it
    expect(new Set(loaded), address).toEqual(new Set(named));
    if (without)
      expect(
        loaded.filter((path) => without.test(path)),
        address,
      ).toEqual([]);
  }
});

test('on a phone, the enrolment toast leaves the course’s buttons free, lies beneath a dialog and ends with the course screen', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const learner = await registeredLearner(page, baseURL!);
  const id = await courseId(page, baseURL!, 'TSP: Verbální a kritické myšlení');
  await logIn(page, learner);
  await page.goto(`/kurzy/${id}`);
  await page.getByRole('button', { name: 'Zapsat se do kurzu' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Jsi zapsán/a do kurzu. Hodně štěstí!' });
  await expect(toast).toBeVisible();
  const finish = page.getByRole('button', { name: 'Ukončit kurz' });
  await expectUncovered(finish, [toast]);

  await finish.click();
  const dialog = page.getByRole('alertdialog', { name: 'Opravdu chceš ukončit tento kurz?' });
  await expect(dialog).toBeVisible();
  await expect(toast).toBeVisible();
  await expectOutOfReach(toast);
  for (const name of ['Ukončit kurz', 'Zrušit'])
    await expectUncovered(dialog.getByRole('button', { name }), [toast]);
  await dialog.getByRole('button', { name: 'Zrušit' }).click();

  // the way back stays free, and the toast belongs to the course: leaving it ends the toast (long before 7 s)
  await expect(toast).toBeVisible();
  const back = page.getByRole('banner').getByRole('button', { name: 'Zpět' });
  await expectUncovered(back, [toast]);
  await back.click();
  await expect(page.getByRole('heading', { level: 1, name: 'TSP: Verbální a kritické myšlení' })).toHaveCount(
    0,
  );
  await expect(page.getByText('Jsi zapsán/a do kurzu. Hodně štěstí!')).toHaveCount(0);
  await expectAccessible(page);
});
