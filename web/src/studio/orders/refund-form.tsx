import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { studioOrdersApi, type StudioOrder } from '@studovna/core/contract/studio';
import { ordersMessage, refundProblems } from '@studovna/core/studio';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage, serverFieldErrors } from '../api/field-errors';
import { TextAreaField } from '../common/text-area-field';
import { formatPrice } from '../common/studio-format';
import { useStudioT } from '../i18n/studio-i18n';
import { ordersKeys } from './orders-queries';
import styles from './orders.module.css';

/**
 * Refunding one order, under its row: what happens (the money back through the provider, the plan ended
 * at once), the reason, and the refund. A refusal is said in the server's words and changes nothing.
 */
export function RefundForm({ order, onDone }: { order: StudioOrder; onDone: () => void }) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => area.current?.focus(), []);

  const refund = async () => {
    if (busy) return;
    const [problem] = refundProblems(reason);
    if (problem) {
      setError(ordersMessage(problem.code, t.language, problem.values));
      area.current?.focus();
      return;
    }
    setBusy(true);
    const result = await api.call(studioOrdersApi.refundOrder, {
      params: { id: order.id },
      body: { reason },
    });
    setBusy(false);
    if (!result.ok) {
      const fields = serverFieldErrors(result);
      if (fields?.reason) {
        setError(fields.reason);
        area.current?.focus();
      } else setRefusal(failureMessage(result, t('general.saveFailed')));
      return;
    }
    toast.show({ tone: 'success', message: result.data.message, lasts: 'app' });
    await queryClient.invalidateQueries({ queryKey: ordersKeys.all() });
    onDone();
  };

  return (
    <section className={styles.refund} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.refundTitle}>
        {t('orders.refundTitle', { number: order.order_number })}
      </h3>
      <p>
        {t(order.plan ? 'orders.refundText' : 'orders.refundTextNoPlan', {
          amount: formatPrice(order.total, t.language),
          learner: order.learner.name,
        })}
      </p>
      {refusal ? <Banner tone="error">{refusal}</Banner> : null}
      <TextAreaField
        ref={area}
        label={t('orders.reason')}
        hint={t('orders.reasonHint')}
        value={reason}
        rows={3}
        maxLength={1000}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      <div className={styles.refundActions}>
        <Button variant="danger" aria-disabled={busy || undefined} onClick={() => void refund()}>
          {busy
            ? t('orders.refunding')
            : t('orders.refundConfirm', { amount: formatPrice(order.total, t.language) })}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('general.cancel')}
        </Button>
      </div>
    </section>
  );
}
