import { familyOfProductId } from '@studovna/core/domain';

/** SPEC §8 purchase record result codes. */
export type PurchaseResultCode =
  'SUCCESS' | 'SERVER_FAILURE_ADD_REQUEST' | 'UNKNOWN_SUBSCRIPTION' | 'USER_NOT_LOGGED_IN';

/** What POST /users/subscription answered: the transport status, the caps and `data.status` if any. */
export interface PurchaseResponse {
  status: number;
  caps: Record<string, boolean> | null;
  dataStatus?: number;
}

export interface PurchaseOutcome {
  /** A session exists to send the record with. */
  loggedIn: boolean;
  /** The plan's product id. */
  productId: string;
  /** The server's answer to the 'add'; undefined when it was not sent. */
  response?: PurchaseResponse;
}

/**
 * How recording a newly active plan ended: without a session nothing can be sent; a product that maps
 * to no test family is unknown; an answer that is not 200 or lacks the caps is a server failure.
 */
export function purchaseResultCode({ loggedIn, productId, response }: PurchaseOutcome): PurchaseResultCode {
  if (!loggedIn) return 'USER_NOT_LOGGED_IN';
  if (!familyOfProductId(productId)) return 'UNKNOWN_SUBSCRIPTION';
  if (!response || response.status !== 200 || !response.caps) return 'SERVER_FAILURE_ADD_REQUEST';
  if (response.dataStatus !== undefined && response.dataStatus !== 200) return 'SERVER_FAILURE_ADD_REQUEST';
  return 'SUCCESS';
}
