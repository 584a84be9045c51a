import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs` (the upcoming countdown ticks every 1000 ms). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
