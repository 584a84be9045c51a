import type { Locale } from '@studovna/core';
import { ordersMessage, type FieldProblem, type OrdersMessageCode } from '@studovna/core/studio';
import { ApiError } from '../../lib/api-error';

/**
 * An error of the studio's orders (decision 0028), shaped as every studio error: its message in the
 * caller's language and, for a refused filter or refund, each wrong field's message in `data.fields`.
 */
export class OrdersError extends ApiError {
  constructor(
    status: number,
    code: string,
    readonly ordersCode: OrdersMessageCode,
    readonly values: Record<string, string | number> = {},
    readonly problems: readonly FieldProblem<OrdersMessageCode>[] = [],
  ) {
    super(status, code, null, ordersMessage(ordersCode, 'cs', values));
  }

  override render(locale: Locale) {
    const rendered = super.render(locale);
    const fields: Record<string, string> = {};
    for (const p of this.problems) fields[p.path] ??= ordersMessage(p.code, locale, p.values);
    return {
      ...rendered,
      message: ordersMessage(this.ordersCode, locale, this.values),
      data: { ...rendered.data, ...(this.problems.length > 0 ? { fields } : {}) },
    };
  }
}

const error =
  (status: number, code: string, ordersCode: OrdersMessageCode) =>
  (values?: Record<string, string | number>) =>
    new OrdersError(status, code, ordersCode, values);

export const ordersErrors = {
  teamOnly: error(403, 'studio_catalogue_only', 'orders.teamOnly'),
  notFound: error(404, 'order_not_found', 'orders.notFound'),
  alreadyRefunded: error(409, 'order_already_refunded', 'orders.alreadyRefunded'),
  notPaid: error(409, 'order_not_paid', 'orders.notPaid'),
  notRefundable: error(409, 'order_not_refundable', 'orders.notRefundable'),
  invalid: (problems: readonly FieldProblem<OrdersMessageCode>[]) =>
    new OrdersError(400, 'studio_invalid', 'orders.invalid', {}, problems),
};
