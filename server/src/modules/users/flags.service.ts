import type { usersApi } from '@studovna/core/contract';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../lib/api-error';
import { updateFlags } from './users.repository';
import { flagsOf } from './user-view';

/**
 * Saves the caller's flags (Settings: the theme) with the account, so they follow the learner to another
 * device; flags left out keep their value. Answers all the flags as stored.
 */
export async function saveFlags(
  ctx: AppContext,
  userId: number,
  input: { theme?: usersApi.Theme },
): Promise<usersApi.LearnerFlags> {
  const row = await updateFlags(ctx.db, userId, input);
  if (!row) throw unauthorized('jwt_auth_invalid_token', 'auth.expired');
  return flagsOf(row);
}
