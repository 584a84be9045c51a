import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** The compressed encodings the server writes, best first. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * The best encoding the `Accept-Encoding` header allows (brotli before gzip; one refused with `q=0`
 * does not count); null when it allows neither.
 */
export function acceptedEncoding(header: string | undefined): ContentEncoding | null {
  const allowed = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) allowed.add(name);
  }
  if (allowed.has('br')) return 'br';
  if (allowed.has('gzip')) return 'gzip';
  return null;
}

/**
 * `body` compressed: `fast` for what is made for one request, `small` for what is made once and sent
 * many times.
 */
export function compressBody(
  body: string | Buffer,
  encoding: ContentEncoding,
  effort: 'fast' | 'small',
): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: effort === 'fast' ? 6 : 9 });
  const quality = effort === 'fast' ? 5 : 9;
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
}

/** Adds `field` to the answer's `Vary` header, keeping what is there (CORS varies by the origin). */
export function varyBy(reply: FastifyReply, field: string): FastifyReply {
  const prior = reply.getHeader('vary');
  const fields = prior
    ? String(prior)
        .split(',')
        .map((f) => f.trim())
    : [];
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) fields.push(field);
  return reply.header('vary', fields.join(', '));
}
