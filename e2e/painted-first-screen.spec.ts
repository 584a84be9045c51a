import { expect, test, type Page } from '@playwright/test';
import { api, COURSE, courseId, logIn, PETR } from './learner';
import { expectAccessible } from './support';

// a first visit: the service worker would serve its own copy of the page from the second visit on
test.use({ serviceWorkers: 'block' });

const APP_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** Holds the app's script back until `release` is called: the page shows what the server sent alone. */
async function holdAppScript(page: Page) {
  let release!: () => void;
  let held = Promise.resolve();
  await page.route(APP_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return {
    hold: () => void (held = new Promise<void>((resolve) => (release = resolve))),
    release: () => release(),
  };
}

/** The first screens the server paints, each with the heading it shows. */
async function firstScreens(page: Page, baseURL: string) {
  const paid = await courseId(page, baseURL, 'OSP: Analytický a kvantitativní oddíl');
  const curriculum = (await (await page.request.get(`${api(baseURL)}/courses/${paid}`)).json()) as {
    sections: { items: { id: number; type: string; title: string; preview: boolean }[] }[];
  };
  const quiz = curriculum.sections.flatMap((s) => s.items).find((i) => i.type === 'lp_quiz' && i.preview)!;
  return [
    { address: '/', heading: 'Předměty' },
    { address: '/kurzy', heading: 'Kurzy' },
    { address: `/kurzy/${await courseId(page, baseURL, COURSE)}`, heading: COURSE },
    { address: `/kurzy/${paid}/lp_quiz/${quiz.id}`, heading: quiz.title },
  ];
}

test('a guest’s first screen is painted by the server, then taken over by the app as it is', async ({
  browser,
  page: lookup,
  baseURL,
}) => {
  for (const { address, heading } of await firstScreens(lookup, baseURL!)) {
    // a first visit each (a browser that kept the app renders its own: the next journey); its service
    // worker installs after the page has loaded, as in any first visit
    const context = await browser.newContext({ baseURL, locale: 'cs-CZ', serviceWorkers: 'allow' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const script = await holdAppScript(page);
    // without its scripts the page already shows the screen, styled
    script.hold();
    await page.goto(address, { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-painted', '');
    const painted = await title.elementHandle();
    const styles = page.locator('link[rel="stylesheet"]');
    expect(await styles.count()).toBeGreaterThan(0);
    await expect
      .poll(() => styles.evaluateAll((links) => links.every((link) => (link as HTMLLinkElement).sheet)))
      .toBe(true);

    // the app hydrates the same nodes: nothing is rendered anew, nothing moves
    script.release();
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).length))
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await painted!.evaluate((node) => node.isConnected), address).toBe(true);
    await expectAccessible(page);
    expect(problems, address).toEqual([]);

    // and it works: the guest moves on from the painted screen
    if (address === '/') {
      await page.getByRole('link', { name: 'Obecné studijní předpoklady (OSP)' }).click();
      await expect(page.getByRole('tab', { name: /OSP/ })).toHaveAttribute('aria-selected', 'true');
    }
    await context.close();
  }
});

/** Keeps the app's code from the pages while `blocked` (a slow network): the painted screen is used alone. */
async function withoutAppScript(page: Page) {
  const app = {
    blocked: true,
    refused: () => page.waitForEvent('requestfailed', (r) => APP_SCRIPT.test(r.url())),
  };
  await page.route(APP_SCRIPT, (route) => (app.blocked ? route.abort() : route.continue()));
  return app;
}

test('a category card tapped before the app has come opens the category, which the app then keeps', async ({
  page,
}) => {
  const app = await withoutAppScript(page);
  const refused = app.refused();
  await page.goto('/');
  await refused;
  await expect(page.locator('#root')).toHaveAttribute('data-painted', '');
  app.blocked = false;
  await page.getByRole('link', { name: 'Obecné studijní předpoklady (OSP)' }).click();
  await expect(page.getByRole('tab', { name: /OSP/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Kurzy' }).getByRole('article').first()).toBeVisible();
  // the app remembers the choice and drops it from the address
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: /OSP/ })).toHaveAttribute('aria-selected', 'true');
});

test('a painted list scrolled and left before its app has come is found where it was on Back', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  const course = `/kurzy/${await courseId(page, baseURL!, COURSE)}`;
  const app = await withoutAppScript(page);
  const refused = app.refused();
  await page.goto('/kurzy');
  await refused;
  await expect(page.locator('#root')).toHaveAttribute('data-painted', '');
  await page.evaluate(() => window.scrollTo(0, 520));
  await expect.poll(scrollY).toBe(520);

  app.blocked = false;
  await page.goto(course);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  expect(await scrollY()).toBe(0);
  await page.waitForLoadState('networkidle');

  // Back: the app (kept by this browser now) renders the list, where the reader left it
  await page.goBack();
  await expect(page).toHaveURL(/\/kurzy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kurzy' })).toBeVisible();
  await expect.poll(scrollY).toBe(520);
});

test('a learner’s page never shows the guest’s screen: their own app renders theirs', async ({
  page,
  baseURL,
}) => {
  await logIn(page, PETR);
  // the page of a learner: the server paints a guest's screen, which stays hidden while the app starts
  const script = await holdAppScript(page);
  script.hold();
  const home = (await firstScreens(page, baseURL!))[0]!;
  await page.goto(home.address, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-painted]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-kept', '');
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Přihlásit se' })).toBeHidden();
  script.release();
  await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-painted');
  // the learner's own screen: no login offered
  await expect(page.getByRole('link', { name: 'Přihlásit se' })).toHaveCount(0);
});

test('an English first visit is not painted in Czech: the app renders it in English', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  const response = await page.goto(`${baseURL!}/kurzy`);
  expect(await response!.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await context.close();
});
