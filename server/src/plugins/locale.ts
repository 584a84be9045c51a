import { pickLocale, type Locale } from '@studovna/core';
import type { FastifyRequest } from 'fastify';

/** The language of the answer: the optional `client-locale` header, Czech by default. */
export const requestLocale = (request: FastifyRequest): Locale => {
  const header = request.headers['client-locale'];
  return pickLocale(Array.isArray(header) ? header[0] : header);
};
