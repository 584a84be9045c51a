import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { message, type Locale } from '@studovna/core';
import { validateAccountDeletion } from '@studovna/core/domain';
import type { AppContext } from '../../app-context';
import { ApiError, badRequest, forbidden, unauthorized } from '../../lib/api-error';
import { AnswerStorage } from '../assignments/answer-storage';
import { forgetLearnerScores } from '../progress/progress.service';
import type { AvatarStorage } from '../../lib/image-storage';
import { confirmPassword } from './password-confirmation';
import { authorsCourses, deleteUser, findUserById } from './users.repository';

/**
 * SPEC §2/§5 Settings, delete tab: the caller's own account, confirmed by the password. The learner
 * leaves every quiz's percentile distribution, then the user row goes and with it, by the foreign keys,
 * everything that belongs to the learner: enrolments and item progress, quiz attempts and counted scores,
 * assignment answers, question statuses, pins and practice cards, wishlist, reviews, orders, study plans
 * and checkouts, password-reset links, web-login identities, and the learner's comments together with
 * the replies under them. After the commit the learner's files go: assignment answers and the profile
 * picture. An instructor's account (the author of courses) is not deleted here.
 */
export async function deleteAccount(
  ctx: AppContext,
  avatars: AvatarStorage,
  userId: number,
  input: { id: number; password: string },
  ip: string,
  locale: Locale,
) {
  if (input.id !== userId) throw forbidden('rest_user_cannot_delete');
  const invalid = validateAccountDeletion({ password: input.password });
  if (invalid) throw badRequest('settings_invalid', invalid);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized('jwt_auth_invalid_token', 'auth.expired');
  if (user.roles.includes('lp_teacher') || (await authorsCourses(ctx.db, userId)))
    throw new ApiError(403, 'instructor_cannot_delete', 'settings.instructorCannotDelete');
  await confirmPassword(ctx, user, input.password, ip);
  const deleted = await ctx.db.transaction(async (tx) => {
    await forgetLearnerScores(tx, userId);
    return deleteUser(tx, userId);
  });
  if (!deleted) throw unauthorized('jwt_auth_invalid_token', 'auth.expired');
  await rm(join(new AnswerStorage(ctx.config.dataDir).root, String(userId)), {
    recursive: true,
    force: true,
  });
  await avatars.remove(user.avatar_path);
  return { status: 'success' as const, message: message('settings.accountDeleted', locale), data: null };
}
