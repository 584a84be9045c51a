import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { SiteContext, SitePage } from '../site-context';
import { renderNotFoundPage, renderSitePage } from '../site.routes';
import { formExpiredPage } from './pages/form-expired-page';

/** The plans page's sign-in form, where a guest is sent to sign in first. */
export const LOGIN_ADDRESS = '/studijni-plany/#prihlaseni';

/** A page that shows who is signed in: never kept by a cache. */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  page: (site: SiteContext) => SitePage,
  status = 200,
) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderSitePage(request, ctx, page));
}

/** After a form, the browser loads the next page with GET (303 See Other). */
export const seeOther = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').redirect(location, 303);

export const sendNotFound = (request: FastifyRequest, reply: FastifyReply, ctx: AppContext) =>
  reply
    .status(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderNotFoundPage(request, ctx));

export const sendFormExpired = (request: FastifyRequest, reply: FastifyReply, ctx: AppContext) =>
  sendPage(request, reply, ctx, formExpiredPage, 403);

/** One text field of a urlencoded form body ('' when missing; the first when sent twice). */
export function formField(request: FastifyRequest, name: string): string {
  const value = (request.body as Record<string, unknown> | null | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/**
 * Forms of the website are accepted only from the website itself: a browser names the page's origin in
 * every form POST, and another site's (or a sandboxed frame's "null") is refused.
 */
export function isSameOriginPost(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host.toLowerCase() === request.host.toLowerCase();
  } catch {
    return false;
  }
}
