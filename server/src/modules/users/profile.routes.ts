import { usersApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../lib/api-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { deleteAccount } from './account-deletion.service';
import { AvatarStorage } from '../../lib/image-storage';
import { saveFlags } from './flags.service';
import { changePassword } from './password-change.service';
import { saveProfile } from './profile.service';
import { toUser } from './user-view';

/** Settings (SPEC §2): the caller's profile and avatar, their flags, password change, account deletion. */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const avatars = new AvatarStorage(ctx.config.dataDir);

  serveEndpoint(
    app,
    ctx,
    usersApi.updateUser,
    async ({ params, body, files, user, site }) => {
      if (params.id !== user.id) throw forbidden('rest_user_cannot_edit');
      return toUser(await saveProfile(ctx, avatars, user.id, body, files), site);
    },
    { maxFileBytes: ctx.config.avatarMaxBytes },
  );

  serveEndpoint(app, ctx, usersApi.saveFlags, ({ body, user }) => saveFlags(ctx, user.id, body));

  serveEndpoint(app, ctx, usersApi.changePassword, ({ body, user, request, locale }) =>
    changePassword(ctx, user.id, body, request.ip, locale),
  );

  serveEndpoint(app, ctx, usersApi.deleteAccount, ({ body, user, request, locale }) =>
    deleteAccount(ctx, avatars, user.id, body, request.ip, locale),
  );
}
