import { usersApi } from '@studovna/core/contract';
import { capsOf } from '@studovna/core/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { forbidden, unauthorized } from '../../lib/api-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { findUserById } from './users.repository';
import { rolesMapOf, toUser } from './user-view';

export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const self = async (id: number) => {
    const row = await findUserById(ctx.db, id);
    if (!row) throw unauthorized('jwt_auth_invalid_token', 'auth.expired');
    return row;
  };

  serveEndpoint(app, ctx, usersApi.listUsers, async ({ user, site }) => [
    toUser(await self(user.id), site, user.roles),
  ]);

  serveEndpoint(app, ctx, usersApi.getUser, async ({ params, user, site }) => {
    if (params.id !== user.id) throw forbidden('rest_user_cannot_view');
    return toUser(await self(user.id), site, user.roles);
  });

  serveEndpoint(app, ctx, usersApi.userCapabilities, async ({ query, user }) => {
    if (query.id !== undefined && query.id !== user.id) throw forbidden('rest_user_cannot_view');
    await self(user.id);
    return { caps: capsOf(user.roles), roles: rolesMapOf(user.roles) };
  });
}
