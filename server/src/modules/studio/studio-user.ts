import { studioRoleOf, type StudioRole } from '@studovna/core/studio';
import type { AuthUser } from '../../lib/auth-user';
import { studioError } from '../../lib/studio-error';

/** Who works in the studio: the account and its studio role (checked again by every call). */
export interface StudioUser {
  id: number;
  role: StudioRole;
}

/** The studio user of an authenticated request (the auth mode `studio` already refused learners). */
export function studioUserOf(user: AuthUser): StudioUser {
  const role = studioRoleOf(user.roles);
  if (!role) throw studioError(403, 'studio_forbidden', 'studio.forbidden');
  return { id: user.id, role };
}
