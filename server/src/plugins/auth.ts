import type { FastifyInstance, FastifyRequest } from 'fastify';
import { studioRoleOf } from '@studovna/core/studio';
import { unauthorized } from '../lib/api-error';
import { studioError } from '../lib/studio-error';
import type { AuthUser } from '../lib/auth-user';
import { verifyToken } from '../lib/tokens';
import type { AppContext } from '../app-context';
import { findAccountWithRoles } from '../modules/subscriptions/subscriptions.service';

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
 * deletion ends older tokens). `required` refuses guests with 401; `optional` lets them through;
 * `studio` refuses guests with 401 and learners with 403.
 * A token that is present but invalid is always refused, so the app logs out instead of acting as a guest.
 */
export async function authenticate(
  request: FastifyRequest,
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  mode: 'required' | 'optional' | 'studio',
): Promise<void> {
  const token = bearer(request);
  if (token === null) {
    if (mode !== 'optional') throw unauthorized();
    return;
  }
  const claims = token ? await verifyToken(ctx.config.jwtSecret, token) : null;
  if (!claims) throw unauthorized('jwt_auth_invalid_token', 'auth.expired');
  const row = await findAccountWithRoles(ctx.db, claims.userId, ctx.clock.now());
  // a blocked account (decision 0027): its own token, however new, says so on the next request
  if (row?.blocked) throw unauthorized('account_blocked', 'auth.blocked');
  if (!row || row.token_version !== claims.version)
    throw unauthorized('jwt_auth_invalid_token', 'auth.expired');
  request.user = { id: row.id, roles: row.roles };
  // the studio (decision 0023): the role is read with the account, so taking it away ends access at once
  if (mode === 'studio' && !studioRoleOf(row.roles))
    throw studioError(403, 'studio_forbidden', 'studio.forbidden');
}
