import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import { useDialogOpen } from './open-dialogs';
import { ToastContext, ToastScreenContext, type ToastInput } from './toast-context';
import styles from './toast.module.css';

/** SPEC §9: toasts stay 7000 ms. */
export const TOAST_DURATION_MS = 7000;

interface ToastItem extends ToastInput {
  id: number;
  /** The screen that raised it, or null for a toast of the whole app. */
  screen: string | null;
}

const ICONS = { info: InfoIcon, success: CheckCircleIcon, error: AlertIcon } as const;

/**
 * Short messages in a polite live region (role=status) at the top of the screen, over its header, so
 * they never cover a screen's main actions (the pager, the bottom bar); each closes itself, and a
 * screen's toasts end with it. While a dialog is open they stay beneath its scrim, out of reach.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const currentScreen = useRef<string | null>(null);
  const underDialog = useDialogOpen();

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++;
      const screen = toast.lasts === 'app' ? null : currentScreen.current;
      setToasts((list) => [
        ...list.filter((item) => item.message !== toast.message),
        { ...toast, id, screen },
      ]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  const screenShown = useCallback((screen: string) => {
    if (currentScreen.current === screen) return;
    currentScreen.current = screen;
    setToasts((list) => {
      const ended = list.filter((toast) => toast.screen !== null && toast.screen !== screen);
      for (const toast of ended) {
        clearTimeout(timers.current.get(toast.id));
        timers.current.delete(toast.id);
      }
      return ended.length ? list.filter((toast) => !ended.includes(toast)) : list;
    });
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  const screenApi = useMemo(() => ({ screenShown }), [screenShown]);

  return (
    <ToastContext value={api}>
      <ToastScreenContext value={screenApi}>
        {children}
        <div role="status" aria-live="polite" className={styles.region} inert={underDialog}>
          {toasts.map(({ id, title, message, tone = 'info' }) => {
            const Icon = ICONS[tone];
            return (
              <div key={id} className={`${styles.toast} ${styles[tone]}`}>
                <Icon size={20} />
                <div className={styles.text}>
                  {title ? <strong className={styles.title}>{title}</strong> : null}
                  <span>{message}</span>
                </div>
                <button type="button" className={styles.close} onClick={() => dismiss(id)}>
                  <CloseIcon size={18} />
                  <span className="visually-hidden">{t('common.close')}</span>
                </button>
              </div>
            );
          })}
        </div>
      </ToastScreenContext>
    </ToastContext>
  );
}
