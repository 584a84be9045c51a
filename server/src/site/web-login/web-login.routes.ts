import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { SiteContext, SitePage } from '../site-context';
import { renderSitePage } from '../site.routes';
import { acceptedRedirect, appLoginAddress, returnAddress, webLoginCallbackUrl } from './app-login-address';
import {
  loginChecksCookie,
  openLoginChecks,
  readLoginChecksCookie,
  sealLoginChecks,
} from './login-checks-cookie';
import { createOidcClient } from './oidc-client';
import { badReturnAddressPage, webLoginNotConfiguredPage } from './web-login-pages';
import { learnerForIdentity, tokenFor } from './web-login.service';

/**
 * Third-party web login (SPEC §4): the website is an OpenID Connect client of the configured provider.
 * `GET /prihlaseni/web/?redirect_to=<the app's login page>` sends the browser to the provider; the provider
 * returns it to `GET /prihlaseni/web/zpet`, which sends it on to the app with `status=success&token=…`
 * or `status=failed`.
 */
export function webLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { siteUrl, jwtSecret } = ctx.config;
  const client = ctx.config.oidc ? createOidcClient(ctx.config.oidc) : null;
  const callbackUrl = webLoginCallbackUrl(siteUrl);
  const secureCookie = siteUrl.startsWith('https:');

  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    body: (c: SiteContext) => SitePage,
  ) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSitePage(request, ctx, body));

  const sendBack = (reply: FastifyReply, address: string) =>
    reply.header('cache-control', 'no-store').redirect(address, 302);

  app.get('/prihlaseni/web/', async (request, reply) => {
    if (!client) return page(request, reply, 404, webLoginNotConfiguredPage);
    const redirectTo = acceptedRedirect((request.query as { redirect_to?: unknown }).redirect_to, siteUrl);
    if (!redirectTo) return page(request, reply, 400, badReturnAddressPage);
    try {
      const { url, ...checks } = await client.authorizationRequest(callbackUrl);
      const sealed = await sealLoginChecks(jwtSecret, { ...checks, redirectTo }, ctx.clock.now());
      reply.header('set-cookie', loginChecksCookie(sealed, secureCookie));
      return sendBack(reply, url.href);
    } catch (error) {
      request.log.warn({ err: error }, 'web login: the provider cannot be reached');
      return sendBack(reply, returnAddress(redirectTo, { status: 'failed' }));
    }
  });

  app.get('/prihlaseni/web/zpet', async (request, reply) => {
    if (!client) return page(request, reply, 404, webLoginNotConfiguredPage);
    const checks = await openLoginChecks(
      jwtSecret,
      readLoginChecksCookie(request.headers.cookie),
      ctx.clock.now(),
    );
    // single use: whatever happens next, this login's checks are spent
    reply.header('set-cookie', loginChecksCookie(null, secureCookie));
    const redirectTo = (checks && acceptedRedirect(checks.redirectTo, siteUrl)) ?? appLoginAddress(siteUrl);
    if (!checks) return sendBack(reply, returnAddress(redirectTo, { status: 'failed' }));
    try {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const identity = await client.identify(new URL(callbackUrl + query), checks);
      const learner = await learnerForIdentity(ctx, identity);
      // a blocked account (decision 0027) gets no token; the app says why
      if (learner.blocked_at) return sendBack(reply, returnAddress(redirectTo, { status: 'blocked' }));
      const token = await tokenFor(ctx, learner);
      return sendBack(reply, returnAddress(redirectTo, { status: 'success', token }));
    } catch (error) {
      request.log.warn({ err: error }, 'web login: the provider did not confirm the login');
      return sendBack(reply, returnAddress(redirectTo, { status: 'failed' }));
    }
  });
}
