import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { hashPassword } from '../../lib/passwords';
import { signToken } from '../../lib/tokens';
import { findUserById, insertUser, type UserRow } from '../../modules/users/users.service';
import type { ProviderIdentity } from './oidc-client';
import { findLinkedUserId, findUserIdByEmail, linkIdentity } from './web-login.repository';
import { baseUsername, usernameCandidate } from './web-login-username';

/** New learners whose provider vouches for no e-mail get an address that can never receive mail (RFC 2606). */
const NO_MAIL_DOMAIN = 'web-login.invalid';
const NAME_ATTEMPTS = 50;

async function createLearner(ctx: AppContext, identity: ProviderIdentity): Promise<UserRow> {
  const verifiedEmail = identity.emailVerified ? identity.email : undefined;
  const base = baseUsername(identity.preferredUsername, identity.email);
  // nobody knows this password: the learner logs in through the provider, or sets one by a reset e-mail
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
    const username =
      attempt < NAME_ATTEMPTS - 1
        ? usernameCandidate(base, attempt)
        : `${base.slice(0, 51)}-${randomBytes(4).toString('hex')}`;
    const user = await insertUser(ctx.db, {
      username,
      email: verifiedEmail ?? `${username.toLowerCase()}@${NO_MAIL_DOMAIN}`,
      passwordHash,
      displayName: identity.name ?? username,
      firstName: identity.givenName,
      lastName: identity.familyName,
    });
    if (user) return user;
    if (verifiedEmail) {
      // a learner registered with this e-mail meanwhile
      const existing = await findUserIdByEmail(ctx.db, verifiedEmail);
      const row = existing === undefined ? undefined : await findUserById(ctx.db, existing);
      if (row) return row;
    }
  }
  throw new Error('no free username for the web login');
}

/**
 * The learner who logged in at the provider: the one linked to this identity; else, when the provider
 * has verified the e-mail, the learner with that e-mail (now linked); else a new learner (linked).
 */
export async function learnerForIdentity(ctx: AppContext, identity: ProviderIdentity): Promise<UserRow> {
  const linked = await findLinkedUserId(ctx.db, identity.issuer, identity.subject);
  const known = linked === undefined ? undefined : await findUserById(ctx.db, linked);
  if (known) return known;

  const byEmail =
    identity.emailVerified && identity.email ? await findUserIdByEmail(ctx.db, identity.email) : undefined;
  const user =
    (byEmail === undefined ? undefined : await findUserById(ctx.db, byEmail)) ??
    (await createLearner(ctx, identity));
  const userId = await linkIdentity(ctx.db, {
    issuer: identity.issuer,
    subject: identity.subject,
    userId: user.id,
    email: identity.email ?? '',
    at: ctx.clock.now(),
  });
  // a simultaneous first login of the same identity linked another learner first: that one wins
  return userId === user.id ? user : ((await findUserById(ctx.db, userId)) ?? user);
}

/** Our own API token for the learner, as a password login would give. */
export const tokenFor = (ctx: AppContext, user: UserRow): Promise<string> =>
  signToken(ctx.config.jwtSecret, { userId: user.id, version: user.token_version });
