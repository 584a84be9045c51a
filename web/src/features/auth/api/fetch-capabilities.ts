import { usersApi } from '@studovna/core/contract';
import type { ApiClient } from '../../../lib/api';

/** GET /users/user_capabilities — premium caps and roles of the caller. */
export async function fetchCapabilities(api: ApiClient, id: number) {
  const result = await api.call(usersApi.userCapabilities, { query: { id } });
  return result.ok ? result.data : null;
}
