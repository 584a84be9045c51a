import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { pinRoutes } from './pins.routes';

/** The Board (issue 6): question statuses and pins. */
export function boardRoutes(app: FastifyInstance, ctx: AppContext): void {
  pinRoutes(app, ctx);
}
