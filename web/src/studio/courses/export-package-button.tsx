import { useState } from 'react';
import { studioPackagesApi, type StudioCourse } from '@studovna/core/contract/studio';
import { Button } from '../../components/button';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { failureMessage } from '../api/field-errors';
import { useStudioT } from '../i18n/studio-i18n';

/**
 * „Exportovat balíček": the course as one zip (decision 0025), fetched with the author's token and saved
 * under its slug. The button stays where it is while the server packs, saying so.
 */
export function ExportPackageButton({ course }: { course: StudioCourse }) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const exportNow = async () => {
    if (busy) return;
    setBusy(true);
    const result = await api.download(studioPackagesApi.exportPackage, { params: { id: course.id } });
    setBusy(false);
    if (!result.ok) {
      toast.show({ tone: 'error', message: failureMessage(result, t('coursePackage.exportFailed')) });
      return;
    }
    const name = `${course.slug}.zip`;
    saveBlob(result.blob, name);
    toast.show({ tone: 'success', message: t('coursePackage.exported', { name }) });
  };

  return (
    <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => void exportNow()}>
      {busy ? t('coursePackage.exporting') : t('coursePackage.export')}
    </Button>
  );
}
