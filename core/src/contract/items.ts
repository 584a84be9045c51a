import { z } from 'zod/mini';
import { actionResponse, cacheBuster, idParam } from './common';
import { defineEndpoint, NAMESPACES } from './endpoint';

/**
 * A GET with an effect, as SPEC §7 has it: the app calls it to "restore" a lesson (SPEC §4) and to reset
 * a quiz attempt. Clients must not cache it (the `v` parameter makes every call unique).
 */
export const resetItem = defineEndpoint({
  name: 'items.reset',
  method: 'GET',
  path: `${NAMESPACES.learnpress}/items/reset`,
  auth: 'required',
  summary: 'Reset the caller’s progress in one course item (lesson, quiz or assignment) to not started.',
  query: z.object({ id: idParam, v: cacheBuster }),
  response: actionResponse(z.null()),
});
