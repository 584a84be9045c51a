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
        exposedHeaders: ['x-wp-total', 'x-wp-totalpages'],
        maxAge: 86400,
      });
    },
  });
}
