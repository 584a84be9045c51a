import { useId, useState } from 'react';
import { studioQuestionsApi } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { failureMessage } from '../api/field-errors';
import { useStudioT } from '../i18n/studio-i18n';
import { bankFilterQuery, type BankFilters } from './question-queries';

/**
 * „Exportovat do GIFT": the questions the bank's current search and filters find, as a GIFT file for
 * Moodle (what the GIFT import reads back). Says how many went in and how many GIFT cannot hold.
 */
export function GiftExportButton({ filters }: { filters: BankFilters }) {
  const t = useStudioT();
  const id = useId();
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const exportNow = async () => {
    if (busy) return;
    setBusy(true);
    const result = await api.download(studioQuestionsApi.exportGift, { query: bankFilterQuery(filters) });
    setBusy(false);
    if (!result.ok) {
      toast.show({ tone: 'error', message: failureMessage(result, t('giftExport.failed')) });
      return;
    }
    const written = Number(result.headers.get('x-gift-questions') ?? 0);
    const skipped = Number(result.headers.get('x-gift-skipped') ?? 0);
    const left = skipped > 0 ? ` ${t('giftExport.skipped', { count: skipped })}` : '';
    if (written === 0) {
      toast.show({ tone: 'info', message: `${t('giftExport.nothing')}${left}` });
      return;
    }
    saveBlob(result.blob, 'otazky.gift');
    toast.show({ tone: 'success', message: `${t('giftExport.done', { count: written })}${left}` });
  };

  return (
    <>
      <Button
        variant="secondary"
        aria-disabled={busy || undefined}
        aria-describedby={`${id}-what`}
        onClick={() => void exportNow()}
      >
        {busy ? t('giftExport.busy') : t('giftExport.button')}
      </Button>
      <span id={`${id}-what`} hidden>
        {t('giftExport.description')}
      </span>
    </>
  );
}
