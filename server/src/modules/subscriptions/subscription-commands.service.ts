import type { subscriptionsApi } from '@studovna/core/contract';
import { capsOf, isPlanFamily, type PlanFamily } from '@studovna/core/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { ApiError, badRequest, unauthorized } from '../../lib/api-error';
import {
  endActiveSubscriptions,
  findAccountWithRoles,
  findActiveSubscription,
  lockAccount,
  type SubscriptionSource,
} from './subscriptions.repository';

type Command = z.infer<typeof subscriptionsApi.subscriptionCommand>;

/** The places an app can report a plan's end for: the app stores. */
export const APP_STORE_SOURCES: readonly SubscriptionSource[] = ['android', 'ios'];

const notPurchased = () => new ApiError(403, 'subscription_not_purchased', 'subscription.notPurchased');

/** Every command's code must be a plan family (SPEC §1); one unknown code refuses the whole request. */
function familiesOf(commands: readonly Command[]): { family: PlanFamily; command: Command['command'] }[] {
  return commands.map(({ code, command }) => {
    if (!isPlanFamily(code)) throw badRequest('subscription_unknown', 'subscription.unknown', { code });
    return { family: code, command };
  });
}

/**
 * The app's purchase record (SPEC §4, §8): `add` confirms a premium the learner holds through a purchase
 * (a client cannot grant itself one), `remove` ends the learner's plans of that family bought in an app
 * store when the store reports their end; plans bought on the website or granted by the team stay.
 * All commands apply together or not at all. Answers the caps held afterwards.
 */
export async function applySubscriptionCommands(
  db: Database,
  now: Date,
  userId: number,
  commands: readonly Command[],
): Promise<Record<string, boolean>> {
  const steps = familiesOf(commands);
  return db.transaction(async (tx) => {
    if (!(await lockAccount(tx, userId))) throw unauthorized('jwt_auth_invalid_token', 'auth.expired');
    for (const { family, command } of steps) {
      if (command === 'remove') {
        await endActiveSubscriptions(tx, userId, family, APP_STORE_SOURCES, now);
        continue;
      }
      if (!(await findActiveSubscription(tx, userId, now, family))) throw notPurchased();
    }
    const account = await findAccountWithRoles(tx, userId, now);
    return capsOf(account?.roles ?? []);
  });
}
