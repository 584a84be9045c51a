import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import { ToastContext, type ToastInput } from './toast-context';
import styles from './toast.module.css';

/** SPEC §9: toasts stay 7000 ms. */
export const TOAST_DURATION_MS = 7000;

interface ToastItem extends ToastInput {
  id: number;
}

const ICONS = { info: InfoIcon, success: CheckCircleIcon, error: AlertIcon } as const;

/** Short messages in a polite live region (role=status) above the tab bar; each closes itself. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => [...list.filter((item) => item.message !== toast.message), { ...toast, id }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext value={api}>
      {children}
      <div role="status" aria-live="polite" className={styles.region}>
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
    </ToastContext>
  );
}
