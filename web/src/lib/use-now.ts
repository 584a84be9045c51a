import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs` and whenever the page becomes visible again (a background
 * tab or a sleeping device runs no timers, so the time is read from the clock, never counted in ticks).
 */
export function useNow(intervalMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const update = () => setNow(Date.now());
    const timer = window.setInterval(update, intervalMs);
    document.addEventListener('visibilitychange', update);
    window.addEventListener('focus', update);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('focus', update);
    };
  }, [intervalMs, active]);
  return now;
}
