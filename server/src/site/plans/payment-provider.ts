import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/** What a provider is told about a purchase it is to collect. */
export interface ProviderCheckout {
  id: string;
  userId: number;
  /** Whole Czech crowns. */
  amount: number;
  /** What the learner buys, e.g. "ZSV – 1 měsíc". */
  description: string;
}

/** What a provider is told about a paid checkout whose money goes back (a refund from the studio). */
export interface ProviderRefund {
  checkoutId: string;
  /** Whole Czech crowns: everything that was paid. */
  amount: number;
  reason: string;
}

/** What completing a checkout did: granted the plan, refused it (a plan is active), or nothing. */
export type CompletionOutcome = 'paid' | 'failed' | 'unchanged';

/**
 * How a provider reports the outcome of a checkout. Both calls are idempotent: a checkout that is no
 * longer pending is left as it is, so a provider may report the same payment twice.
 */
export interface CheckoutCompletion {
  /** The payment went through: the plan is granted and the order recorded, in one transaction. */
  paid(checkoutId: string): Promise<CompletionOutcome>;
  /** The learner gave up or the payment was declined: nothing is granted. */
  cancelled(checkoutId: string): Promise<void>;
}

/**
 * A payment provider of the website's checkout. The site creates a pending checkout, asks the provider
 * where to send the learner's browser, and the provider reports the outcome through
 * {@link CheckoutCompletion} from the routes it registers: its own pages (the demo), or the return
 * address and the signed notification (webhook) of a real payment gateway. Either way, the learner's
 * browser ends on the result page, `/studijni-plany/hotovo/<checkoutId>`.
 */
export interface PaymentProvider {
  /** Stored with every checkout; also the address segment of its pages (`/pokladna/<name>/…`). */
  readonly name: string;
  /** The address the learner's browser is sent to, to pay. */
  startCheckout(checkout: ProviderCheckout): Promise<string>;
  /**
   * Gives a paid checkout's money back in full; answers the provider's reference of the refund. Throws
   * when the provider refuses, and then nothing is changed here.
   */
  refund(refund: ProviderRefund): Promise<{ reference: string }>;
  /** Registers the provider's routes inside the website's scope (form bodies are parsed there). */
  registerRoutes(scope: FastifyInstance, ctx: AppContext, completion: CheckoutCompletion): void;
}

/** The address of a checkout's result page, where every provider sends the learner back. */
export const checkoutResultPath = (checkoutId: string): string =>
  `/studijni-plany/hotovo/${encodeURIComponent(checkoutId)}`;
