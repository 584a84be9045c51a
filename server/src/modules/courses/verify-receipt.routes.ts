import { coursesApi } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../lib/api-error';
import { serveEndpoint } from '../../lib/serve-endpoint';

/**
 * App-store receipts: this server cannot reach the stores to validate them, so it says so plainly
 * (501) and points to the website's study-plans page, where plans are bought. Nothing is recorded.
 */
export function verifyReceiptRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx, coursesApi.verifyReceipt, async () => {
    throw new ApiError(501, 'receipt_store_unavailable', 'subscription.storeUnavailable');
  });
}
