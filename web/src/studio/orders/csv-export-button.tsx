import { useState } from 'react';
import { studioOrdersApi } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { failureMessage } from '../api/field-errors';
import { useStudioT } from '../i18n/studio-i18n';
import { filterQuery, type OrderFilters } from './orders-queries';

/** „Stáhnout CSV": the filtered orders as a CSV file for Excel. */
export function CsvExportButton({ filters, disabled }: { filters: OrderFilters; disabled: boolean }) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const exportNow = async () => {
    if (busy || disabled) return;
    setBusy(true);
    const result = await api.download(studioOrdersApi.exportCsv, { query: filterQuery(filters) });
    setBusy(false);
    if (!result.ok) {
      toast.show({ tone: 'error', message: failureMessage(result, t('orders.csvFailed')) });
      return;
    }
    const count = Number(result.headers.get('x-orders-count') ?? 0);
    saveBlob(result.blob, `objednavky-${filters.from}-${filters.to}.csv`);
    toast.show({ tone: 'success', message: t('orders.csvDone', { count }) });
  };

  return (
    <Button
      variant="secondary"
      aria-disabled={busy || disabled || undefined}
      onClick={() => void exportNow()}
    >
      {busy ? t('orders.csvBusy') : t('orders.csv')}
    </Button>
  );
}
