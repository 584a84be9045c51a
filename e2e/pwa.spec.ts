import { expect, test, type Page } from '@playwright/test';
import { enrolledCourse, logIn } from './learner';

/** What Chromium itself says about the app's manifest: parse errors and reasons it cannot be installed. */
async function manifestReport(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string; critical: number }[];
    parsed?: {
      name?: string;
      start_url?: string;
      display?: string;
      icons?: { src: string; purpose?: string[] }[];
    };
  };
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return { manifest, installabilityErrors };
}

/** Waits until a service worker controls the page (it claims the page as soon as it is active). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 20_000,
  });

test('the app is installable, and a lesson and a quiz opened before stay readable offline', async ({
  page,
  baseURL,
}) => {
  const { id, item } = await enrolledCourse(page, baseURL!, ['Analogie – procvičování']);
  const lesson = item('Jak řešit slovní analogie');
  const quiz = item('Analogie – procvičování');
  await logIn(page);
  await controlled(page);

  const { manifest, installabilityErrors } = await manifestReport(page);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  // a test browser context is incognito, where Chromium never offers installation: every other reason counts
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  expect(await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.json()))).toMatchObject({
    name: 'Studovna',
    lang: 'cs',
    start_url: '/',
    display: 'standalone',
  });

  await page.goto(`/kurzy/${id}/lp_lesson/${lesson.id}`);
  const heading = page.getByRole('heading', { level: 1, name: lesson.title });
  await expect(heading).toBeVisible();
  const paragraph = (await page.getByRole('main').locator('p').first().innerText()).trim();
  expect(paragraph.length).toBeGreaterThan(20);

  await page.goto(`/kurzy/${id}/lp_quiz/${quiz.id}`);
  const quizHeading = page.getByRole('heading', { level: 1, name: quiz.title });
  await expect(quizHeading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Začít kvíz' })).toBeVisible();

  // The app's own persisted query cache is left out, so what shows offline comes from the service worker.
  await page.addInitScript(() => {
    for (const key of Object.keys(localStorage)) {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as {
        state?: { cached?: unknown };
      } | null;
      if (saved?.state && 'cached' in saved.state) {
        saved.state.cached = null;
        localStorage.setItem(key, JSON.stringify(saved));
      }
    }
  });
  await page.context().setOffline(true);
  await page.reload();
  await expect(quizHeading).toBeVisible();
  await expect(page.getByRole('button', { name: 'Začít kvíz' })).toBeVisible();

  await page.goto(`/kurzy/${id}/lp_lesson/${lesson.id}`);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('main')).toContainText(paragraph);

  // the app shell opens offline at any address
  await page.goto('/kurzy');
  await expect(page.getByRole('main')).toBeVisible();
  await page.context().setOffline(false);
});
