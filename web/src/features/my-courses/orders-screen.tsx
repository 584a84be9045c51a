import { useTranslation } from '../../i18n/use-translation';
import type { Order } from '@studovna/core/contract';
import { ExternalButtonLink } from '../../components/button';
import { ExternalIcon } from '../../components/icons';
import { ScreenLayout } from '../../components/screen-layout';
import { LoadingState } from '../../components/spinner';
import { sitePages } from '../../lib/config';
import { useConfig } from '../../lib/config-context';
import { selectIsLoggedIn, useAppStore } from '../../lib/store';
import { useOrders } from './api/orders-query';
import { AccountRequired } from './components/account-required';
import { EmptyList, ListProblem } from './components/list-states';
import styles from './orders-screen.module.css';

const dateFormat = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric' });

const STATUS_KEY = {
  pending: 'orders.state.pending',
  processing: 'orders.state.processing',
  completed: 'orders.state.completed',
  cancelled: 'orders.state.cancelled',
  failed: 'orders.state.failed',
} as const;

function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const titleId = `order-${order.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.number}>
          {t('orders.number', { number: order.order_number })}
        </h2>
        <p className={`${styles.status} ${styles[order.status]}`}>
          <span className="visually-hidden">{t('orders.status')}: </span>
          {t(STATUS_KEY[order.status])}
        </p>
      </div>
      {order.items.length ? (
        <ul className={styles.items} aria-label={t('orders.items')}>
          {order.items.map((item, index) => (
            <li key={`${item.id ?? 'plan'}-${index}`}>{item.name}</li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>
            <time dateTime={order.date}>{dateFormat.format(new Date(order.date))}</time>
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{t('orders.total')}</dt>
          <dd>{order.total_rendered}</dd>
        </div>
      </dl>
    </li>
  );
}

/** My orders (uzivatel/objednavky, SPEC §2): order number, date (cs-CZ), status in Czech, total. */
export function OrdersScreen() {
  const { t } = useTranslation();
  const { site } = useConfig();
  const loggedIn = useAppStore(selectIsLoggedIn);
  const orders = useOrders(loggedIn);

  let content;
  if (!loggedIn) content = <AccountRequired returnTo="/uzivatel/objednavky" />;
  else if (orders.isPending) content = <LoadingState />;
  else if (orders.isError)
    content = (
      <ListProblem
        error={orders.error}
        title={t('orders.loadFailed')}
        onRetry={() => void orders.refetch()}
      />
    );
  else if (orders.data.length === 0)
    content = (
      <EmptyList
        title={t('orders.empty')}
        text={t('orders.emptyText')}
        action={
          <ExternalButtonLink
            href={sitePages(site).studyPlans}
            variant="secondary"
            newTab
            newTabLabel={t('common.opensInNewTab')}
            icon={<ExternalIcon size={18} />}
          >
            {t('orders.toPlans')}
          </ExternalButtonLink>
        }
      />
    );
  else
    content = (
      <ul className={styles.list}>
        {orders.data.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
    );

  return (
    <ScreenLayout title={t('orders.title')} back narrow>
      {content}
    </ScreenLayout>
  );
}
