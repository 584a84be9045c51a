import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { studioCategoriesApi, type StudioCategory } from '@studovna/core/contract/studio';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage } from '../api/field-errors';
import { studioKeys } from '../api/studio-keys';
import { useStudioT } from '../i18n/studio-i18n';
import styles from './categories.module.css';

/** Deleting a category, after asking; the server refuses one that has courses, and its message is shown. */
export function CategoryDelete({ category }: { category: StudioCategory }) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const courses = category.courses.publish + category.courses.draft + category.courses.future;

  const remove = async () => {
    const result = await api.call(studioCategoriesApi.deleteCategory, { params: { id: category.id } });
    if (!result.ok) {
      setRefusal(failureMessage(result, t('general.saveFailed')));
      return;
    }
    queryClient.setQueryData(
      studioKeys.categories(),
      (old: { categories: StudioCategory[]; may_edit: boolean } | undefined) =>
        old && { ...old, categories: old.categories.filter((one) => one.id !== category.id) },
    );
    await navigate('/studio/kategorie', { replace: true });
    toast.show({ tone: 'success', message: result.data.message, lasts: 'app' });
  };

  return (
    <section className={styles.danger} aria-labelledby="category-delete">
      <h2 id="category-delete" className={styles.dangerTitle}>
        {t('categoryDelete.title')}
      </h2>
      <p className={styles.dangerText}>
        {courses > 0 ? t('categoryDelete.hasCourses', { count: courses }) : t('categoryDelete.text')}
      </p>
      {refusal ? <Banner tone="error">{refusal}</Banner> : null}
      <Button variant="danger" small onClick={() => setAsking(true)}>
        {t('categoryDelete.button')}
      </Button>
      <Dialog
        open={asking}
        alert
        title={t('categoryDelete.confirmTitle', { name: category.name })}
        onClose={() => setAsking(false)}
        actions={[
          { label: t('general.cancel'), variant: 'secondary' },
          { label: t('categoryDelete.confirm'), variant: 'danger', onSelect: () => void remove() },
        ]}
      >
        <p>{t('categoryDelete.confirmText')}</p>
      </Dialog>
    </section>
  );
}
