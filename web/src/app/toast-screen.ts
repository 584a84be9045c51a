import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useToastScreen } from '../components/toast-context';

/**
 * The screen a path shows: the path itself, except that a learning item's questions
 * (kurzy/{courseId}/{type}/{id}/{questionIndex}) are one screen with the item.
 */
export function screenOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const learning = /^(\/kurzy\/[^/]+\/[^/]+\/[^/]+)\/\d+$/.exec(path);
  return learning ? learning[1]! : path;
}

/** Tells the toasts which screen is shown, so that a screen's toasts end when the learner leaves it. */
export function useToastsEndWithScreen() {
  const { pathname } = useLocation();
  const toasts = useToastScreen();
  const screen = screenOf(pathname);
  useLayoutEffect(() => toasts.screenShown(screen), [toasts, screen]);
}
