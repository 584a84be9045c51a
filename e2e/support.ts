import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The built app the journeys serve: `E2E_WEB_DIST` when set (as for the server), else web/dist. */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? new URL('../web/dist/', import.meta.url).pathname;

/** A unique learner for one journey. */
export function newLearner() {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: `student${id}`, email: `student${id}@example.cz`, password: 'Heslo-2026-ok' };
}

/**
 * Resolves once no finite animation runs and none starts for a quiet moment: a dialog or toast fading in
 * (even one that starts after a render a little later) is checked as it will stay, not half transparent.
 */
export async function settleAnimations(page: Page, { quietMs = 200, timeoutMs = 5_000 } = {}) {
  await page.evaluate(
    async ({ quietMs, timeoutMs }) => {
      const running = () =>
        document
          .getAnimations()
          .filter((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().endTime !== Infinity);
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const deadline = performance.now() + timeoutMs;
      let quietSince = performance.now();
      while (performance.now() < deadline) {
        const now = running();
        if (now.length > 0) {
          await Promise.race([
            Promise.all(now.map((a) => a.finished.catch(() => undefined))),
            pause(Math.max(0, deadline - performance.now())),
          ]);
          quietSince = performance.now();
        } else if (performance.now() - quietSince >= quietMs) return;
        else await pause(25);
      }
    },
    { quietMs, timeoutMs },
  );
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(bad).toEqual([]);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** The built app served as plain static files on a host without `app.` — a wrong deployment. */
export async function serveBuiltAppElsewhere(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(WEB_DIST, path === '/' ? 'index.html' : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(200, { 'content-type': TYPES['.html']! });
      response.end(await readFile(join(WEB_DIST, 'index.html')));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
