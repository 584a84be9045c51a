import type { usersApi } from '@studovna/core/contract';
import { uploadUrl } from '../../lib/upload-url';
import type { UserRow } from './users.repository';

/** Display names of roles; a key containing "premium" marks an active study plan (SPEC §3). */
const ROLE_NAMES: Record<string, string> = {
  subscriber: 'Studující',
  lp_teacher: 'Lektor',
  administrator: 'Správce',
};

export function roleName(role: string): string {
  const premium = /^premium_(.+)$/.exec(role);
  if (premium?.[1]) return `Studijní plán ${premium[1].toUpperCase()}`;
  return ROLE_NAMES[role] ?? role;
}

export function rolesMapOf(roles: string[]): Record<string, { name: string }> {
  return Object.fromEntries(roles.map((r) => [r, { name: roleName(r) }]));
}

/** `roles`: the roles held now (with the active plan's premium role); the stored ones by default. */
export function toUser(row: UserRow, site: string, roles: string[] = row.roles): usersApi.User {
  return {
    id: row.id,
    name: row.display_name,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    nickname: row.nickname,
    description: row.description,
    avatar_url: uploadUrl(site, row.avatar_path),
    roles,
    flags: flagsOf(row),
  };
}

/** The learner's flags (Settings) as the API gives them. */
export const flagsOf = (row: UserRow): usersApi.LearnerFlags => ({ theme: row.theme });
