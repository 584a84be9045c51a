import { webSessionApi } from '@studovna/core/contract/routes';
import type { ApiClient } from '../../../lib/api';

/**
 * POST /users/web-session — a single-use address that signs the learner in on the website and opens
 * its study plans page; null when the server did not give one.
 */
export async function createPlansWebSession(api: ApiClient): Promise<string | null> {
  const result = await api.call(webSessionApi.createWebSession, { body: { path: '/studijni-plany/' } });
  return result.ok ? result.data.url : null;
}
