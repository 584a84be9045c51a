// The web app as a guest's browser gets it: a production build served by the production server on a
// fresh data directory (both temporary), its size (the whole bench) and its pages' Lighthouse scores,
// each beside its reference (reference-pages.ts) served on the port after the server's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureLighthouse, previewQuizPath, type LighthousePage, type LighthouseRow } from './lighthouse';
import { snapshotPages, startReferenceServer } from './reference-pages';
import type { Measured } from './results-table';
import { section } from './section';
import { startServer } from './server-process';
import { buildWeb, measureWebSize, type WebSize } from './web-size';

export interface WebRun {
  /** Not measured when `withSize` was false. */
  web: Measured<WebSize>;
  lighthouse: Measured<LighthouseRow[]>;
}

/** The guest pages Lighthouse scores; `siteOrigin` is the server's API host. */
const lighthousePages = async (siteOrigin: string): Promise<LighthousePage[]> => [
  { name: 'home', path: '/' },
  { name: 'course list', path: '/kurzy' },
  { name: 'course detail (OSP Verbální)', path: '/kurzy/1' },
  { name: 'quiz (sample quiz of OSP Analytický)', path: await previewQuizPath(siteOrigin, 33) },
];

/** The server on `port`, the references on `port + 1`. */
export async function measureWeb(port: number, { withSize }: { withSize: boolean }): Promise<WebRun> {
  const distDir = await mkdtemp(join(tmpdir(), 'studovna-bench-web-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'studovna-bench-site-'));
  try {
    const built = await section('web build', async () => buildWeb(distDir));
    const site = built.ok
      ? await section('site server', () => startServer(port, { DATA_DIR: dataDir, WEB_DIST: distDir }))
      : built;
    if (!site.ok) return { web: site, lighthouse: site };
    try {
      // the app's host (the server serves the app to `app.` hosts)
      const appOrigin = `http://app.localhost:${port}`;
      const web: Measured<WebSize> = withSize
        ? await section('web size', () => measureWebSize(distDir, `${appOrigin}/`))
        : { ok: false, reason: 'not asked for' };
      const lighthouse = await section('Lighthouse', async () => {
        const pages = await lighthousePages(site.value.origin);
        const snapshots = await snapshotPages(
          appOrigin,
          pages.map((p) => p.path),
        );
        const references = await startReferenceServer(port + 1, appOrigin, snapshots.pages);
        try {
          return await measureLighthouse(
            appOrigin,
            { origin: references.origin, unmade: snapshots.failures },
            pages,
          );
        } finally {
          await references.stop();
        }
      });
      return { web, lighthouse };
    } finally {
      await site.value.stop();
    }
  } finally {
    await rm(distDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}
