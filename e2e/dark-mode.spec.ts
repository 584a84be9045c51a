import { expect, test, type Page } from '@playwright/test';
import { answerAndEvaluate, api, enrolledCourse, logIn, registeredLearner, signIn } from './learner';
import { expectAccessible } from './support';

/*
 * Dark mode (issue 26): „Vzhled" in Settings (light, dark, the system's), kept with the learner's flags, shown
 * before the first paint; every screen legible in the dark palette (axe checks the contrast).
 */

// the app's script is held back below: no service worker may answer for it
test.use({ serviceWorkers: 'block' });
// four screens and a website page, each analysed by axe
test.describe.configure({ timeout: 120_000 });

const QUIZ = 'Doplňování vět, synonyma a antonyma – test';
const APP_SCRIPT = /\/assets\/index-[^/]+\.js$/;
/** The dark palette's background (tokens.css, and the website's) as the browser computes it. */
const DARK_BG = 'rgb(17, 18, 28)';
const LIGHT_BG = 'rgb(247, 247, 251)';

const html = (page: Page) => page.locator('html');
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const site = (baseURL: string) => baseURL.replace('://app.', '://');

/** Loads the page again with the app's script held back; the check runs before the app has run. */
async function reloadBeforeTheApp(page: Page, check: () => Promise<void>) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    APP_SCRIPT,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  await page.reload({ waitUntil: 'commit' });
  try {
    await check();
  } finally {
    release();
  }
}

test('a learner chooses dark: it shows at once, stays dark from before the app runs, follows them to another device, and every screen is legible', async ({
  page,
  baseURL,
  browser,
}) => {
  const learner = await registeredLearner(page, baseURL!);
  const { id, item } = await enrolledCourse(page, baseURL!, [QUIZ], { account: learner });
  await logIn(page, learner);
  await expect(html(page)).not.toHaveAttribute('data-theme');
  expect(await background(page)).toBe(LIGHT_BG);

  await page.goto('/uzivatel/nastaveni');
  const theme = page.getByRole('radiogroup', { name: 'Vzhled' });
  await expect(theme.getByRole('radio', { name: 'Podle systému' })).toBeChecked();
  await theme.getByRole('radio', { name: 'Tmavý' }).check();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => background(page)).toBe(DARK_BG);
  await expectAccessible(page);

  // kept with the learner's flags on the server
  const { headers, userId } = await signIn(page, baseURL!, learner);
  await expect
    .poll(async () => {
      const user = await page.request.get(`${api(baseURL!)}/users/${userId}`, { headers });
      return ((await user.json()) as { flags: { theme: string } }).flags.theme;
    })
    .toBe('dark');

  // a reload is dark before the app's script has run: no light flash
  await reloadBeforeTheApp(page, async () => {
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => background(page)).toBe(DARK_BG);
    await expect(page.locator('#root')).toBeEmpty();
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
  await expect(theme.getByRole('radio', { name: 'Tmavý' })).toBeChecked();

  // home, a course, a quiz result with its charts: legible in the dark palette
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Předměty' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/kurzy/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'OSP: Verbální oddíl' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/kurzy/${id}/lp_quiz/${item(QUIZ).id}`);
  await answerAndEvaluate(page, ['spolehlivou – vyvrátilo', 'štědrý – zrušit']);
  const result = page.getByRole('region', { name: 'Výsledek kvízu' });
  await expect(result.getByRole('figure', { name: 'Odpovědi' })).toBeVisible();
  await expect(result.getByRole('figure', { name: /^Výsledky ostatních studentů/ })).toBeVisible();
  expect(await background(page)).toBe(DARK_BG);
  await expectAccessible(page);

  // the same learner on another device: their theme arrives with their login
  const other = await browser.newContext({
    baseURL,
    locale: 'cs-CZ',
    colorScheme: 'light',
    serviceWorkers: 'block',
  });
  const phone = await other.newPage();
  await logIn(phone, learner);
  await expect(html(phone)).toHaveAttribute('data-theme', 'dark');
  await other.close();

  // back to the system's colours: light again here, as the system is
  await page.goto('/uzivatel/nastaveni');
  await theme.getByRole('radio', { name: 'Podle systému' }).check();
  await expect(html(page)).not.toHaveAttribute('data-theme');
  await expect.poll(() => background(page)).toBe(LIGHT_BG);
});

test.describe('a system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('with the default choice the app is dark from the guest’s painted first screen on, and the website is dark too', async ({
    page,
    baseURL,
  }) => {
    // a first visit: the server paints the guest's home, in the dark palette before any script of the app
    await page.route(APP_SCRIPT, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#root[data-painted]')).not.toBeEmpty();
    await expect(html(page)).not.toHaveAttribute('data-theme');
    expect(await background(page)).toBe(DARK_BG);
    await page.unroute(APP_SCRIPT);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Předměty' })).toBeVisible();
    expect(await background(page)).toBe(DARK_BG);
    await expectAccessible(page);

    await page.goto('/kurzy/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/uzivatel/nastaveni');
    const theme = page.getByRole('radiogroup', { name: 'Vzhled' });
    await expect(theme.getByRole('radio', { name: 'Podle systému' })).toBeChecked();
    await expectAccessible(page);

    // a guest's light choice wins over the system, and stays on the device
    await theme.getByRole('radio', { name: 'Světlý' }).check();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => background(page)).toBe(LIGHT_BG);
    await page.reload();
    await expect(theme.getByRole('radio', { name: 'Světlý' })).toBeChecked();
    expect(await background(page)).toBe(LIGHT_BG);

    // the website's pages follow the system
    for (const path of ['/studijni-plany/', '/obchodni-podminky/']) {
      await page.goto(`${site(baseURL!)}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await background(page)).toBe(DARK_BG);
      await expectAccessible(page);
    }
  });
});
