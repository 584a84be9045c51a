import { message, type Locale } from '@studovna/core';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../lib/auth-user';
import { deleteStartedAttempts } from './attempts.repository';
import { assertMayOpen, loadItem } from './item-access';
import { deleteUserItem } from './items.repository';

/**
 * GET /items/reset: the learner's item starts over (a lesson is "restored", a quiz run is cleared).
 * Attempts in progress are deleted; finished quiz attempts stay as history, no longer the current run.
 * Resetting an item never opened changes nothing and answers success too.
 */
export async function resetItem(db: Database, id: number, user: AuthUser, locale: Locale) {
  return db.transaction(async (tx) => {
    const access = await loadItem(tx, id, user, 'any');
    assertMayOpen(access, user);
    if (access.item.type === 'lp_quiz') await deleteStartedAttempts(tx, user.id, id);
    await deleteUserItem(tx, user.id, id);
    return { status: 'success' as const, message: message('item.reset', locale), data: null };
  });
}
