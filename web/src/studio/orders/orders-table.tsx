import { Fragment, useRef } from 'react';
import type { StudioOrder } from '@studovna/core/contract/studio';
import { ordersMessage, planLengthLabel } from '@studovna/core/studio';
import { Button } from '../../components/button';
import { formatDateTime, formatPrice } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import { RefundForm } from './refund-form';
import styles from './orders.module.css';

interface OrdersTableProps {
  orders: readonly StudioOrder[];
  /** The order whose refund form is open under its row. */
  refunding: number | null;
  onRefund: (id: number | null) => void;
  /** Where reading goes on when a refunded order's button is gone. */
  afterRefund: () => void;
}

/** The orders, newest first; a paid order paid through the provider can be refunded from its row. */
export function OrdersTable({ orders, refunding, onRefund, afterRefund }: OrdersTableProps) {
  const t = useStudioT();
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const close = (id: number) => {
    onRefund(null);
    // back to the row's button, or on to the list once the order is refunded and the button gone
    requestAnimationFrame(() => {
      const button = buttons.current.get(id);
      if (button) button.focus();
      else afterRefund();
    });
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('orders.colOrder')}</th>
            <th scope="col">{t('orders.colLearner')}</th>
            <th scope="col">{t('orders.colItem')}</th>
            <th scope="col" className={styles.number}>
              {t('orders.colTotal')}
            </th>
            <th scope="col">{t('orders.colStatus')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('orders.colActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <Fragment key={order.id}>
              <tr>
                <th scope="row" className={styles.orderCell}>
                  {order.order_number}
                  <span className={styles.note}>{formatDateTime(order.date, t.language)}</span>
                </th>
                <td>
                  {order.learner.name}
                  <span className={styles.note}>{order.learner.email}</span>
                </td>
                <td>
                  {order.item}
                  {order.plan ? (
                    <span className={styles.note}>
                      {order.plan.family.toUpperCase()} ·{' '}
                      {planLengthLabel(order.plan.period_unit, order.plan.period_count, t.language)}
                    </span>
                  ) : (
                    <span className={styles.note}>{t('orders.noPlan')}</span>
                  )}
                </td>
                <td className={styles.number}>{formatPrice(order.total, t.language)}</td>
                <td>
                  <span className={`${styles.badge} ${styles[order.status]}`}>
                    {ordersMessage(`orders.status.${order.status}`, t.language)}
                  </span>
                  {order.refund ? (
                    <span className={styles.note}>
                      {t('orders.refundedBy', {
                        who: order.refund.by,
                        when: formatDateTime(order.refund.at, t.language),
                      })}
                      <br />„{order.refund.reason}“
                    </span>
                  ) : null}
                </td>
                <td className={styles.actionCell}>
                  {order.refundable ? (
                    <Button
                      variant="secondary"
                      small
                      ref={(node: HTMLButtonElement | null) => {
                        if (node) buttons.current.set(order.id, node);
                        else buttons.current.delete(order.id);
                      }}
                      aria-expanded={refunding === order.id}
                      aria-label={t('orders.refundFor', { number: order.order_number })}
                      onClick={() => onRefund(refunding === order.id ? null : order.id)}
                    >
                      {t('orders.refund')}
                    </Button>
                  ) : null}
                </td>
              </tr>
              {refunding === order.id ? (
                <tr className={styles.refundRow}>
                  <td colSpan={6}>
                    <RefundForm order={order} onDone={() => close(order.id)} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
