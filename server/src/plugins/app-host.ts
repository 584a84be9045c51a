import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { deriveSite } from '@studovna/core/domain';
import { acceptedEncoding, compressBody, varyBy } from '../lib/content-encoding';
import { answerFirstScreen, pageWithAnswers, readFirstScreenAssets } from './first-answers';
import { keptRenders, loadFirstScreenRender, pagePainted, paintsFor, RENDER_FOLDER } from './painted-page';

/** `app.` hosts get the single-page app (SPEC §1); every other host gets the API and the website. */
export const isAppHost = (host: string | undefined): boolean =>
  !!host && host.toLowerCase().startsWith('app.');

function listFiles(root: string, dir = root, out = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path === join(root, RENDER_FOLDER)) continue; // the server's own code, never sent
    if (statSync(path).isDirectory()) listFiles(root, path, out);
    else out.add('/' + relative(root, path).split('\\').join('/'));
  }
  return out;
}

/**
 * A page made per request, compressed quickly in the best encoding the browser accepts. It varies by the
 * encoding and by the language (painted for a Czech first visit only).
 */
function sendCompressed(reply: FastifyReply, acceptEncoding: string | undefined, html: string) {
  varyBy(varyBy(reply, 'accept-encoding'), 'accept-language').type('text/html; charset=utf-8');
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding) return reply.send(html);
  return reply.header('content-encoding', encoding).send(compressBody(html, encoding, 'fast'));
}

/**
 * Serves the built web app to `app.` hosts: a built file by its path, any other path the SPA's index.html
 * (client-side routes). Hashed assets are cached for a year, index.html never. A file's `.br` or `.gz`
 * twin made at build time is sent instead to a browser that accepts that encoding. The index tells the
 * browser to open the connection to the site (API and images) while it still loads the app's scripts.
 * The index of an address whose first screen a guest sees carries that screen's answers (decision 0017),
 * and that screen painted from them by the app's own components (decision 0038), when the build has its
 * render and the browser's first visit is in Czech.
 */
export async function registerAppHost(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  const files = built ? listFiles(webDist) : new Set<string>();
  const index = built ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  const assets = built ? readFirstScreenAssets(webDist) : {};
  const renderer = built ? await loadFirstScreenRender(webDist) : null;
  const paint =
    renderer && keptRenders(renderer, (error) => app.log.error({ err: error }, 'first screen render'));
  await app.register(fastifyStatic, {
    root: built ? webDist : process.cwd(),
    serve: false,
    decorateReply: true,
    preCompressed: true,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isAppHost(request.host)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .status(405)
        .header('allow', 'GET, HEAD')
        .send({ code: 'method_not_allowed', message: 'Method not allowed', data: { status: 405 } });
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (or `npm start`).');
    }
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (files.has(path) && path !== '/index.html') {
      const immutable = path.startsWith('/assets/');
      return reply.sendFile(path.slice(1), { maxAge: immutable ? 31536000000 : 0, immutable });
    }
    const site = deriveSite(request.protocol, request.host);
    if (site) reply.header('link', `<${site.site}>; rel=preconnect; crossorigin`);
    const search = request.url.slice(request.url.split('?')[0]!.length);
    const first =
      site && request.method === 'GET' && path !== '/index.html'
        ? await answerFirstScreen(app, new URL(site.site).host, path, search)
        : null;
    if (first?.answers.length) {
      reply.header('cache-control', 'no-cache');
      const painted =
        paint && paintsFor(request.headers['accept-language'])
          ? await paint({ protocol: `${request.protocol}:`, host: request.host, url: request.url }, first)
          : null;
      const page = pageWithAnswers(index, first, assets, painted !== null);
      return sendCompressed(
        reply,
        request.headers['accept-encoding'],
        painted ? pagePainted(page, painted) : page,
      );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
