import { createContext, useContext } from 'react';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastInput {
  title?: string;
  message: string;
  tone?: ToastTone;
  /**
   * `screen` (the default): the toast ends when the learner leaves the screen that raised it. `app`: news
   * about the whole app (the connection, a plan bought, the account deleted), kept across screens.
   */
  lasts?: 'screen' | 'app';
}

export interface ToastApi {
  show(toast: ToastInput): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/** What the router tells the toasts: which screen is shown now (its toasts end when it changes). */
export interface ToastScreenApi {
  screenShown(screen: string): void;
}

export const ToastScreenContext = createContext<ToastScreenApi | null>(null);

export function useToastScreen(): ToastScreenApi {
  const api = useContext(ToastScreenContext);
  if (!api) throw new Error('useToastScreen must be used inside <ToastProvider>');
  return api;
}
