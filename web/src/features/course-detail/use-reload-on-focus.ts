import { useEffect, useRef } from 'react';

/** SPEC §4, §9: the course detail reloads on focus when its last refresh is older than 2000 ms. */
export const RELOAD_THROTTLE_MS = 2000;

export function shouldReload(lastRefreshAt: number, now: number): boolean {
  return lastRefreshAt > 0 && now - lastRefreshAt > RELOAD_THROTTLE_MS;
}

/** Calls `reload` when the window gets focus or the page becomes visible, at most every 2 s. */
export function useReloadOnFocus(reload: () => void, lastRefreshAt: number, now: () => number = Date.now) {
  const latest = useRef({ reload, lastRefreshAt });
  useEffect(() => {
    latest.current = { reload, lastRefreshAt };
  });
  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState === 'hidden') return;
      if (shouldReload(latest.current.lastRefreshAt, now())) latest.current.reload();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [now]);
}
