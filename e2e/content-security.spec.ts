import { expect, test } from '@playwright/test';
import { enrolledCourse, logIn } from './learner';

test('the app runs under its Content-Security-Policy without a single violation', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const { id, item } = await enrolledCourse(page, baseURL!, ['Analogie – procvičování']);

  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('link', { name: /Obecné studijní předpoklady/ })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto(`/kurzy/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  await logIn(page);
  await page.goto(`/kurzy/${id}/lp_quiz/${item('Analogie – procvičování').id}`);
  await page.getByRole('button', { name: 'Začít kvíz' }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
