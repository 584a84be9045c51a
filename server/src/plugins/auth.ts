import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/api-error';
import { verifyToken } from '../lib/tokens';
import type { Database } from '../db/database';

/** The learner a request speaks for, once the bearer token is verified. */
export interface AuthUser {
  id: number;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by {@link authenticate}; null for guests. */
    user: AuthUser | null;
  }
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Verifies the bearer token: signature, expiry and the account's token version (a password change or
 * deletion ends older tokens). `required` refuses guests with 401; `optional` lets them through.
 * A token that is present but invalid is always refused, so the app logs out instead of acting as a guest.
 */
export async function authenticate(
  request: FastifyRequest,
  db: Database,
  secret: Uint8Array,
  mode: 'required' | 'optional',
): Promise<void> {
  const token = bearer(request);
  if (token === null) {
    if (mode === 'required') throw unauthorized();
    return;
  }
  const claims = token ? await verifyToken(secret, token) : null;
  if (!claims) throw unauthorized('jwt_auth_invalid_token', 'auth.expired');
  const [row] = await db.query<{ id: number; roles: string[]; token_version: number }>(
    'select id, roles, token_version from users where id = $1',
    [claims.userId],
  );
  if (!row || row.token_version !== claims.version)
    throw unauthorized('jwt_auth_invalid_token', 'auth.expired');
  request.user = { id: row.id, roles: row.roles };
}
