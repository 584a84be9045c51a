import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import type { boardApi, Category } from '@studovna/core/contract';
import { mayEvaluate, requiredPremiums, togglePin } from '@studovna/core/domain';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { AlertIcon, WifiOffIcon } from '../../../components/icons';
import { LoadingState } from '../../../components/spinner';
import { StateMessage } from '../../../components/state-message';
import { useToast } from '../../../components/toast-context';
import { ApiRequestError } from '../../../lib/api';
import { failureMessage } from '../../../lib/api/action-result';
import { useConfig } from '../../../lib/config-context';
import { useAppStore } from '../../../lib/store';
import { usePremiumMissRefresh } from '../../study-plans/use-premium-miss-refresh';
import { usePins } from '../api/pins-query';
import { useStoreQuestions } from '../store-question';
import { groupPins } from '../group-pins';
import { BoardEmpty } from './board-empty';
import { CategoryPinsSection } from './category-pins';
import styles from '../board.module.css';

type Pin = boardApi.Pin;
const NO_CAPS: Record<string, boolean> = {};

interface PinsSectionProps {
  /** The category shown; null shows every category. */
  category: Category | null;
  categories: Category[];
  onShowOnly: (category: Category) => void;
}

/**
 * The Board's pins (SPEC §2, §4): grouped boxes that open the question; a selection mode to remove pins
 * after a confirmation (the pin is taken off with `togglePin`, the answer status stays); a category
 * whose premium the learner lacks offers the study plans or removing the pin instead of opening it.
 */
export function PinsSection({ category, categories, onShowOnly }: PinsSectionProps) {
  const { t } = useTranslation();
  const { domain } = useConfig();
  const navigate = useNavigate();
  const toast = useToast();
  const caps = useAppStore((state) => (state.user.token ? state.user.caps : NO_CAPS));
  const pins = usePins(category?.slug ?? null);
  const remove = useStoreQuestions();
  const [selection, setSelection] = useState<Set<number> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [lockedPin, setLockedPin] = useState<{ pin: Pin; name: string; premiums: string[] } | null>(null);
  const editId = useId();
  // after a removal focus goes to 'Upravit' once it is back (the boxes it was on are gone)
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current || selection || pins.isFetching) return;
    refocus.current = false;
    document.getElementById(editId)?.focus();
  });

  const groups = useMemo(
    () => (pins.data ? groupPins(pins.data, categories, category ?? undefined) : []),
    [pins.data, categories, category],
  );
  const subscriptionOf = (group: (typeof groups)[number]) =>
    group.category && 'meta' in group.category ? group.category.meta.subscription : [];
  // a pin opens by the rule of evaluation (decision 0019): a free course's or a sample's pins need no plan
  const lockedIn = (group: (typeof groups)[number]) => (pin: boardApi.Pin) =>
    mayEvaluate(
      { loggedIn: true, caps },
      { price: pin.coursePrice, subscription: subscriptionOf(group) },
      { preview: pin.sample },
    ) !== 'allowed';
  usePremiumMissRefresh(
    groups.some((group) => group.courses.some((c) => c.quizzes.some((q) => q.pins.some(lockedIn(group))))),
  );

  const unpin = (list: Pin[]) =>
    remove.mutate(
      list.map((pin) => ({ quizId: pin.quizId, questionId: pin.id, status: togglePin(pin.status) })),
      {
        onSuccess: () => {
          toast.show({ message: t('board.remove.done'), tone: 'success' });
          refocus.current = true;
          setSelection(null);
        },
        onError: (error) =>
          toast.show({
            title: t('board.remove.failed'),
            message: failureMessage(error, {
              network: t('errors.network', { domain }),
              fallback: t('errors.dataHint'),
            }),
            tone: 'error',
          }),
      },
    );

  if (pins.isPending) return <LoadingState label={t('board.loading')} />;
  if (pins.isError) {
    const network = pins.error instanceof ApiRequestError && pins.error.isNetworkError;
    return (
      <StateMessage
        announce
        icon={network ? <WifiOffIcon size={28} /> : <AlertIcon size={28} />}
        title={network ? t('errors.network', { domain }) : t('errors.data')}
        text={network ? t('errors.networkHint') : t('errors.dataHint')}
      >
        <Button onClick={() => void pins.refetch()}>{t('common.retry')}</Button>
      </StateMessage>
    );
  }
  if (groups.length === 0) return <BoardEmpty />;

  const chosen = selection ? pins.data.filter((pin) => selection.has(pin.id)) : [];
  const toggle = (pin: Pin) =>
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(pin.id)) next.delete(pin.id);
      else next.add(pin.id);
      return next;
    });

  return (
    <div className={styles.pins}>
      <div className={styles.toolbar}>
        {selection ? (
          <>
            <p className={styles.toolbarText} role="status">
              {chosen.length ? t('board.edit.selected', { count: chosen.length }) : t('board.edit.hint')}
            </p>
            <Button
              small
              variant="danger"
              disabled={chosen.length === 0 || remove.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('board.edit.remove')}
            </Button>
            <Button small variant="secondary" onClick={() => setSelection(null)}>
              {t('board.edit.done')}
            </Button>
          </>
        ) : (
          <>
            <p className={styles.toolbarText}>{t('board.legend')}</p>
            <Button id={editId} small variant="secondary" onClick={() => setSelection(new Set())}>
              {t('board.edit.start')}
            </Button>
          </>
        )}
      </div>

      {groups.map((group) => {
        const subscription = subscriptionOf(group);
        const known = group.category && 'meta' in group.category ? group.category : null;
        return (
          <CategoryPinsSection
            key={group.category?.id ?? 0}
            group={group}
            isLocked={lockedIn(group)}
            selection={selection ?? undefined}
            onToggle={toggle}
            onLocked={(pin) =>
              setLockedPin({
                pin,
                name: group.category?.name ?? t('board.noCategory'),
                premiums: requiredPremiums(subscription),
              })
            }
            showName={!category}
            onShowOnly={!category && known ? () => onShowOnly(known) : undefined}
          />
        );
      })}

      <Dialog
        open={confirming}
        alert
        title={t('board.remove.title', { count: chosen.length })}
        onClose={() => setConfirming(false)}
        actions={[
          { label: t('common.cancel'), variant: 'secondary' },
          { label: t('board.remove.confirm'), variant: 'danger', onSelect: () => unpin(chosen) },
        ]}
      >
        <p>{t('board.remove.text')}</p>
      </Dialog>
      <Dialog
        open={lockedPin !== null}
        alert
        title={t('board.plan.title')}
        onClose={() => setLockedPin(null)}
        actions={[
          {
            label: t('board.plan.plans'),
            onSelect: () =>
              void navigate('/studijni-plany', { state: { requiredPremiums: lockedPin?.premiums ?? [] } }),
          },
          {
            label: t('board.plan.unpin'),
            variant: 'danger',
            onSelect: () => lockedPin && unpin([lockedPin.pin]),
          },
          { label: t('common.cancel'), variant: 'secondary' },
        ]}
      >
        <p>{t('board.plan.text', { name: lockedPin?.name ?? '' })}</p>
      </Dialog>
    </div>
  );
}
