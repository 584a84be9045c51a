import type { FastifyInstance } from 'fastify';
import { VIDEO_PLAYER_ORIGINS } from '@studovna/core/domain';
import { isAppHost } from './app-host';

/**
 * Security headers on every answer. The app may frame the website's pages and the allowed origins (web view,
 * SPEC §2) and call the API on the site host; nothing else may frame either. The app's page runs its own
 * scripts and the inline ones of its index, by their hashes (`inlineScripts`, decision 0038).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  webViewAllow: readonly string[] = [],
  inlineScripts: readonly string[] = [],
): void {
  const scriptSources = ["'self'", ...inlineScripts].join(' ');
  // the website's pages (web view, SPEC §2) and the players of lessons' intro videos
  const framed = [...webViewAllow, ...VIDEO_PLAYER_ORIGINS].map((origin) => ` ${origin}`).join('');
  app.addHook('onSend', async (request, reply) => {
    const appOrigin = `${request.protocol}://app.${request.host.replace(/^app\./i, '')}`;
    const siteOrigin = `${request.protocol}://${request.host.replace(/^app\./i, '')}`;
    const csp = isAppHost(request.host)
      ? [
          "default-src 'self'",
          `connect-src 'self' ${siteOrigin}`,
          `img-src 'self' data: blob: ${siteOrigin}`,
          `frame-src ${siteOrigin}${framed}`,
          "style-src 'self' 'unsafe-inline'",
          `script-src ${scriptSources}`,
          "font-src 'self' data:",
          "manifest-src 'self'",
          "worker-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ]
      : [
          "default-src 'self'",
          "img-src 'self' data:",
          "style-src 'self' 'unsafe-inline'",
          "script-src 'none'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          `frame-ancestors ${appOrigin}`,
        ];
    reply.header('content-security-policy', csp.join('; '));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  });
}
