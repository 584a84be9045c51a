import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { studioCategoriesApi, type StudioCategory } from '@studovna/core/contract/studio';
import { Button, ButtonLink } from '../../components/button';
import { useAnnouncer } from '../../components/live-region';
import { LoadingState } from '../../components/spinner';
import { useToast } from '../../components/toast-context';
import { useApi } from '../../lib/api';
import { failureMessage } from '../api/field-errors';
import { studioKeys } from '../api/studio-keys';
import { useCategories } from '../api/studio-queries';
import { moved, sameOrder } from '../common/reorder';
import { ReorderHandle } from '../common/reorder-handle';
import { PlusIcon } from '../common/studio-icons';
import { StudioPage } from '../common/studio-page';
import { GuardedLink, useMarkUnsaved } from '../common/unsaved-changes';
import { useDragRows } from '../common/use-drag-rows';
import { useReorderFocus, type ReorderControl } from '../common/use-reorder-focus';
import { StudioProblem } from '../shell/studio-problem';
import { useStudioT } from '../i18n/studio-i18n';
import reorderStyles from '../common/reorder.module.css';
import styles from './categories.module.css';

/**
 * The categories in the app's order. Administrators reorder them (drag and drop, or the keyboard) and
 * save the order, create and open them; instructors see the list only.
 */
export function CategoryListScreen() {
  const t = useStudioT();
  const categories = useCategories();
  return (
    <StudioPage
      title={t('categoryList.title')}
      actions={
        categories.data?.may_edit ? (
          <ButtonLink to="/studio/kategorie/nova" icon={<PlusIcon size={20} />}>
            {t('categoryList.new')}
          </ButtonLink>
        ) : null
      }
    >
      {categories.isPending ? (
        <LoadingState />
      ) : categories.isError ? (
        <StudioProblem onRetry={() => void categories.refetch()} />
      ) : (
        <>
          {categories.data.may_edit ? null : (
            <p className={styles.note}>{t.problem({ code: 'studio.catalogueOnly' })}</p>
          )}
          <CategoryOrder categories={categories.data.categories} mayEdit={categories.data.may_edit} />
        </>
      )}
    </StudioPage>
  );
}

function CategoryOrder({ categories, mayEdit }: { categories: StudioCategory[]; mayEdit: boolean }) {
  const t = useStudioT();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { announce, region } = useAnnouncer();
  const instructionsId = useId();
  const list = useRef<HTMLOListElement>(null);
  const keepFocus = useReorderFocus(list);
  const [order, setOrder] = useState(() => categories.map((category) => category.id));
  const [heldFrom, setHeldFrom] = useState<number[] | null>(null);
  const [pending, setPending] = useState(false);
  const saved = categories.map((category) => category.id);
  const byId = new Map(categories.map((category) => [category.id, category]));
  // a category added or removed meanwhile: the saved order is the list
  const shown = order.filter((id) => byId.has(id)).length === saved.length ? order : saved;
  const dirty = !sameOrder(shown, saved);
  useMarkUnsaved('category-order', dirty);

  const nameOf = (id: number) => byId.get(id)?.name ?? '';
  const tellPlace = (id: number, next: number[]) =>
    announce(t('reorder.moved', { name: nameOf(id), position: next.indexOf(id) + 1, total: next.length }));
  const move = (id: number, delta: -1 | 1, control: ReorderControl) => {
    const from = shown.indexOf(id);
    const next = moved(shown, from, from + delta);
    keepFocus(String(id), control);
    setOrder(next);
    tellPlace(id, next);
  };
  const grab = (id: number, phase: 'grab' | 'drop' | 'cancel') => {
    const position = shown.indexOf(id) + 1;
    if (phase === 'grab') {
      setHeldFrom(shown);
      announce(t('reorder.grabbed', { name: nameOf(id), position, total: shown.length }));
    } else if (phase === 'drop') {
      setHeldFrom(null);
      announce(t('reorder.dropped', { name: nameOf(id), position, total: shown.length }));
    } else {
      if (heldFrom) setOrder(heldFrom);
      setHeldFrom(null);
      announce(t('reorder.cancelled', { name: nameOf(id) }));
    }
  };
  const dragProps = useDragRows(
    'category',
    (from, to) => {
      const next = moved(shown, shown.indexOf(Number(from)), shown.indexOf(Number(to)));
      setOrder(next);
      tellPlace(Number(from), next);
    },
    mayEdit,
  );

  const save = async () => {
    setPending(true);
    const result = await api.call(studioCategoriesApi.orderCategories, { body: { ids: shown } });
    setPending(false);
    if (!result.ok) {
      toast.show({ tone: 'error', message: failureMessage(result, t('general.saveFailed')) });
      return;
    }
    queryClient.setQueryData(studioKeys.categories(), {
      categories: result.data.data.categories,
      may_edit: mayEdit,
    });
    setOrder(result.data.data.categories.map((category) => category.id));
    toast.show({ tone: 'success', message: result.data.message });
  };

  if (categories.length === 0) return <p className={styles.note}>{t('categoryList.empty')}</p>;
  return (
    <>
      {mayEdit ? (
        <p id={instructionsId} className={reorderStyles.instructions}>
          {t('reorder.instructions')}
        </p>
      ) : null}
      <ol ref={list} className={reorderStyles.list} aria-label={t('categoryList.title')}>
        {shown.map((id, index) => {
          const category = byId.get(id)!;
          const { className, ...drag } = dragProps(String(id));
          return (
            <li key={id} data-row-key={id} className={`${reorderStyles.row} ${className}`} {...drag}>
              {mayEdit ? (
                <ReorderHandle
                  name={category.name}
                  canMoveUp={index > 0}
                  canMoveDown={index < shown.length - 1}
                  onMove={(delta, control) => move(id, delta, control)}
                  onGrab={(phase) => grab(id, phase)}
                  instructionsId={instructionsId}
                />
              ) : null}
              <span className={styles.position} aria-hidden="true">
                {index + 1}.
              </span>
              <div className={styles.main}>
                <GuardedLink to={`/studio/kategorie/${id}`} className={styles.name}>
                  {category.name}
                </GuardedLink>
                <span className={styles.slug}>/{category.slug}</span>
              </div>
              <span className={styles.counts}>
                {t('categoryList.courses', { count: category.courses.publish })}
                {category.courses.draft + category.courses.future > 0
                  ? ` · ${t('categoryList.unpublished', { count: category.courses.draft + category.courses.future })}`
                  : ''}
              </span>
              {category.subscription.length > 0 ? (
                <span className={styles.plan}>{category.subscription.join(', ')}</span>
              ) : (
                <span className={styles.free}>{t('categoryList.free')}</span>
              )}
            </li>
          );
        })}
      </ol>
      {mayEdit ? (
        <div className={styles.saveRow}>
          <Button disabled={!dirty || pending} onClick={() => void save()}>
            {t('categoryList.saveOrder')}
          </Button>
          {dirty ? (
            <Button variant="ghost" onClick={() => setOrder(saved)}>
              {t('general.revert')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {region}
    </>
  );
}
