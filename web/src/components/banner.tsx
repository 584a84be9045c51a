import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, InfoIcon } from './icons';
import styles from './banner.module.css';

const ICONS = { info: InfoIcon, success: CheckCircleIcon, error: AlertIcon } as const;

/** An inline message above a form (e.g. why the user was sent to log in). */
export function Banner({ tone = 'info', children }: { tone?: keyof typeof ICONS; children: ReactNode }) {
  const Icon = ICONS[tone];
  return (
    <div
      className={`${styles.banner} ${tone === 'info' ? '' : styles[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon size={20} />
      <div>{children}</div>
    </div>
  );
}
