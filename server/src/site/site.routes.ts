import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { renderLayout } from './layout';
import { homePage } from './pages/home';
import { notFoundPage } from './pages/not-found';
import { privacyPage } from './pages/privacy';
import { termsPage } from './pages/terms';
import type { SiteContext, SitePage } from './site-context';

/** What the pages know of the deployment: the app lives on the `app.` host of the site. */
export function siteContextOf(request: FastifyRequest, ctx: AppContext): SiteContext {
  return {
    appUrl: `${request.protocol}://app.${request.host}`,
    supportEmail: ctx.config.supportEmail,
    supportPhone: ctx.config.supportPhone,
  };
}

export function renderSitePage(request: FastifyRequest, ctx: AppContext, page: (c: SiteContext) => SitePage) {
  const site = siteContextOf(request, ctx);
  return renderLayout({ ...page(site), ...site });
}

/** The product website on the site host (SPEC §1 links): home, privacy policy, terms. */
export function siteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pages: [string, (c: SiteContext) => SitePage][] = [
    ['/', homePage],
    ['/zasady-ochrany/', privacyPage],
    ['/obchodni-podminky/', termsPage],
  ];
  for (const [url, page] of pages) {
    app.get(url, async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(renderSitePage(request, ctx, page)),
    );
  }
}

export const renderNotFoundPage = (request: FastifyRequest, ctx: AppContext) =>
  renderSitePage(request, ctx, notFoundPage);
