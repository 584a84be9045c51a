// The reference a page's Lighthouse scores are held against (issue 25): the same first screen as static
// HTML and CSS with no script, what a page of this content can do at best on this machine.
//
// Made: Chromium opens the page as a guest of Lighthouse's mobile screen (a fresh context each, Czech, no
// service worker), waits until the screen is shown whole (network idle, the main heading visible, fonts
// loaded) and takes the rendered DOM, from which `staticCopy` removes every script and every link that
// loads script, keeping the styles. The app's answer headers for the page are kept with it (the site's
// preconnect, cache and security headers), less those about the body.
//
// Served: a Node HTTP server of the bench on its own port, addressed like the app (`http://app.localhost:
// PORT`, the same page paths), answers each page's path with its static copy, compressed as the app host
// compresses (brotli when accepted, else gzip; made once, as a static host would), and passes every other
// request (the CSS, fonts, icons) through to the app server unchanged, with the app's host. Images come
// from the site host, as the page itself has them. So Lighthouse pays for the reference the connections
// and bytes it pays for the page, less the script.
import { createServer, request, Agent, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { staticCopy } from './static-copy';
import { CHROMIUM } from './web-size';

export interface ReferencePage {
  /** The static copy of the rendered page. */
  html: string;
  /** The app's answer headers for the page, less those about the body. */
  headers: Record<string, string>;
}

/** Headers that describe the body or the connection, set again by the reference server. */
const BODY_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'last-modified',
  'accept-ranges',
  'vary',
  'set-cookie',
]);

export interface Snapshots {
  pages: Map<string, ReferencePage>;
  /** Why a path has no reference. */
  failures: Map<string, string>;
}

/** Each of `paths` on `appOrigin` as rendered for a guest on Lighthouse's mobile screen, made static. */
export async function snapshotPages(appOrigin: string, paths: string[]): Promise<Snapshots> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const screen = screenEmulationMetrics.mobile;
  const pages = new Map<string, ReferencePage>();
  const failures = new Map<string, string>();
  try {
    for (const path of paths) {
      const context = await browser.newContext({
        locale: 'cs-CZ',
        userAgent: userAgents.mobile,
        viewport: { width: screen.width, height: screen.height },
        deviceScaleFactor: screen.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      try {
        const page = await context.newPage();
        const response = await page.goto(appOrigin + path, { waitUntil: 'networkidle', timeout: 90_000 });
        if (!response?.ok()) throw new Error(`${path} answered ${response?.status() ?? 'nothing'}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 30_000 });
        await page.evaluate('document.fonts.ready.then(() => undefined)');
        const html = staticCopy(await page.evaluate<string>('document.documentElement.outerHTML'), appOrigin);
        const headers = Object.fromEntries(
          Object.entries(await response.allHeaders()).filter(([name]) => !BODY_HEADERS.has(name)),
        );
        pages.set(path, { html, headers });
      } catch (error) {
        failures.set(path, (error instanceof Error ? error.message : String(error)).split('\n')[0]!);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { pages, failures };
}

export interface ReferenceServer {
  /** Where the reference of a page is: this origin and the page's own path. */
  origin: string;
  stop: () => Promise<void>;
}

/** Serves `pages` on `http://app.localhost:port`, passing any other request through to the app at `appOrigin`. */
export async function startReferenceServer(
  port: number,
  appOrigin: string,
  pages: Map<string, ReferencePage>,
): Promise<ReferenceServer> {
  const app = new URL(appOrigin);
  const agent = new Agent({ keepAlive: true });
  const encoded = new Map(
    [...pages].map(([path, { html, headers }]) => [
      path,
      {
        headers,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
        plain: Buffer.from(html),
      },
    ]),
  );
  const server = createServer((req, res) => {
    const page = encoded.get((req.url ?? '/').split('?')[0]!);
    if (page && (req.method === 'GET' || req.method === 'HEAD')) {
      const accepts = (name: string) =>
        new RegExp(`\\b${name}\\b`).test(req.headers['accept-encoding'] ?? '');
      const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
      const body = encoding ? page[encoding] : page.plain;
      res.writeHead(200, {
        ...page.headers,
        vary: 'accept-encoding',
        'content-length': body.length,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const headers: IncomingHttpHeaders = { ...req.headers, host: app.host };
    const upstream = request(
      { host: '127.0.0.1', port: app.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`reference server: the app did not answer: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    origin: `http://app.localhost:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
