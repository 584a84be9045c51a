import type { EndpointDefinition, ResponseOf } from '@studovna/core/contract';
import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { acceptedEncoding, compressBody, varyBy } from '../../lib/content-encoding';
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
 * it. Guests of one site asking the same see the same, so the answer is written once per version, and
 * compressed once per version in each encoding browsers ask for (a phone loads a list of courses in a
 * quarter of its bytes). Resolves to nothing: the answer has been sent.
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
    const body = Buffer.from(serializerOf(endpoint)(built.body));
    answer = { body, compressed: {}, headers: built.headers ?? {} };
    cache.keep('answers', version, key, answer);
  }
  void varyBy(reply.headers(answer.headers), 'accept-encoding').type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) void reply.send(answer.body);
  else {
    const compressed = (answer.compressed[encoding] ??= compressBody(answer.body, encoding, 'small'));
    void reply.header('content-encoding', encoding).send(compressed);
  }
  return undefined as ResponseOf<E>;
}
