import { ordersMessage } from '@studovna/core/studio';
import { studioErrorsOf } from '../../lib/studio-error';

/** The errors of the studio's orders (decision 0028), shaped as every studio error. */
const { error, invalid } = studioErrorsOf(ordersMessage);

export const ordersErrors = {
  teamOnly: error(403, 'studio_catalogue_only', 'orders.teamOnly'),
  notFound: error(404, 'order_not_found', 'orders.notFound'),
  alreadyRefunded: error(409, 'order_already_refunded', 'orders.alreadyRefunded'),
  notPaid: error(409, 'order_not_paid', 'orders.notPaid'),
  notRefundable: error(409, 'order_not_refundable', 'orders.notRefundable'),
  invalid: invalid('orders.invalid'),
};
