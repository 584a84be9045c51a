import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The app on `app.<site>` may call the API on `<site>`; no other origin may. */
export function isOwnAppOrigin(origin: string | undefined, requestHost: string): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).host.toLowerCase() === `app.${requestHost.toLowerCase()}`;
  } catch {
    return false;
  }
}

export async function registerCors(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    delegator: (request: FastifyRequest, callback) => {
      callback(null, {
        origin: isOwnAppOrigin(request.headers.origin, request.host),
        methods: ['GET', 'POST', 'DELETE'],
        allowedHeaders: ['authorization', 'content-type', 'client-locale', 'x-action-id'],
        // the totals of lists, a download's name and what a GIFT export left out (the studio shows them)
        exposedHeaders: [
          'x-wp-total',
          'x-wp-totalpages',
          'content-disposition',
          'x-gift-questions',
          'x-gift-skipped',
        ],
        maxAge: 86400,
      });
    },
  });
}
