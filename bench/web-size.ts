// The web app's weight: the gzipped JS and CSS a guest's browser loads to show `/` (Chromium, service
// workers blocked so the precache does not count) and of the whole build (every .js and .css in dist).
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from './server-process';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface WebSize {
  /** Gzipped bytes. */
  firstScreenJs: number;
  firstScreenCss: number;
  firstScreenFiles: number;
  allJs: number;
  allCss: number;
  allFiles: number;
}

const gzipped = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** The server's render of the first screens in a build (decision 0038): server code, never sent. */
const RENDER_FOLDER = 'ssr';

/** Builds the app and its server render into `outDir` (production mode), as `npm run build`; never into web/dist. */
export function buildWeb(outDir: string): void {
  const vite = (...args: string[]) =>
    execFileSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], {
      cwd: join(ROOT, 'web'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, VITE_WEB_LOGIN_URL: process.env.VITE_WEB_LOGIN_URL ?? '/prihlaseni/web/' },
    });
  vite('--outDir', outDir, '--emptyOutDir');
  vite('--ssr', 'src/entry-server.tsx', '--outDir', join(outDir, RENDER_FOLDER), '--emptyOutDir');
}

/** The files a browser may load: the build without its server render. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const render = join(dir, RENDER_FOLDER);
  return entries
    .filter((e) => e.isFile() && e.parentPath !== render && !e.parentPath.startsWith(render + sep))
    .map((e) => join(e.parentPath, e.name));
}

export async function measureWebSize(distDir: string, appUrl: string): Promise<WebSize> {
  let allJs = 0;
  let allCss = 0;
  let allFiles = 0;
  for (const file of await filesUnder(distDir)) {
    const kind = file.endsWith('.js') || file.endsWith('.mjs') ? 'js' : file.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    const size = gzipped(await readFile(file));
    if (kind === 'js') allJs += size;
    else allCss += size;
    allFiles++;
  }

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // a Czech learner's browser: an English one would also load the English messages (first visit)
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'cs-CZ' });
    const page = await context.newPage();
    const loads: Promise<{ kind: 'js' | 'css'; size: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
      if (kind && response.ok()) loads.push(response.body().then((b) => ({ kind, size: gzipped(b) })));
    });
    await page.goto(appUrl, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(loads);
    const sum = (kind: 'js' | 'css') => sizes.filter((s) => s.kind === kind).reduce((a, s) => a + s.size, 0);
    return {
      firstScreenJs: sum('js'),
      firstScreenCss: sum('css'),
      firstScreenFiles: sizes.length,
      allJs,
      allCss,
      allFiles,
    };
  } finally {
    await browser.close();
  }
}
