import { usersApi } from '@studovna/core/contract/routes';
import type { ApiClient } from '../../../lib/api';

/** GET /users/{id}; with no id, GET /users (answers only the caller — used after web login). */
export async function fetchUser(api: ApiClient, id?: number) {
  if (id !== undefined) {
    const result = await api.call(usersApi.getUser, { params: { id } });
    return result.ok ? result.data : null;
  }
  const result = await api.call(usersApi.listUsers);
  return result.ok ? (result.data[0] ?? null) : null;
}
