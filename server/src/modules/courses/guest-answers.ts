import type { EndpointDefinition, ResponseOf } from '@studovna/core/contract';
import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { courseCacheOf, type CachedAnswer } from './course-cache';

type Serialize = (data: unknown) => string;
const serializers = new WeakMap<EndpointDefinition, Serialize>();

/** The endpoint's answer as the route's own serializer writes it (validated against the contract). */
function serializerOf(endpoint: EndpointDefinition): Serialize {
  let serialize = serializers.get(endpoint);
  if (!serialize) {
    const compile = serializerCompiler as unknown as (route: {
      schema: unknown;
      method: string;
      url: string;
    }) => Serialize;
    serialize = compile({ schema: endpoint.response, method: endpoint.method, url: endpoint.path });
    serializers.set(endpoint, serialize);
  }
  return serialize;
}

/**
 * Sends a guest the answer kept for `key` under the current content version, or builds, keeps and sends
 * it. Guests of one site asking the same see the same, so the answer is written once per version.
 * Resolves to nothing: the answer has been sent.
 */
export async function sendGuestAnswer<E extends EndpointDefinition>(
  db: Database,
  endpoint: E,
  key: string,
  reply: FastifyReply,
  build: () => Promise<{ body: ResponseOf<E>; headers?: Record<string, string> }>,
): Promise<ResponseOf<E>> {
  const cache = courseCacheOf(db)!;
  const version = await cache.current();
  let answer = cache.get<CachedAnswer>('answers', key);
  if (!answer) {
    const built = await build();
    answer = { body: serializerOf(endpoint)(built.body), headers: built.headers ?? {} };
    cache.keep('answers', version, key, answer);
  }
  void reply.headers(answer.headers).type('application/json; charset=utf-8').send(answer.body);
  return undefined as ResponseOf<E>;
}
