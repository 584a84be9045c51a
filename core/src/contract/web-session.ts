import { z } from 'zod/mini';
import { defineEndpoint, NAMESPACES } from './endpoint';

const base = NAMESPACES.learnpress;

/** Signing the caller in on the website (the study plans page) from the app. */
export const createWebSession = defineEndpoint({
  name: 'users.webSession',
  method: 'POST',
  path: `${base}/users/web-session`,
  auth: 'required',
  summary:
    'A single-use address (valid 2 minutes) that signs the caller in on the website and opens the given page of it (the study plans page).',
  body: z.object({ path: z.enum(['/studijni-plany/']) }),
  response: z.object({ url: z.string(), expires_in: z.number().check(z.int(), z.positive()) }),
});
