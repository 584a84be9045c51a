import { useCallback, useState } from 'react';

/**
 * One polite live region per screen: check results, time warnings and the final result are read out.
 * The same text twice is announced twice (the region is re-keyed).
 */
export function useAnnouncer() {
  const [message, setMessage] = useState<{ text: string; n: number }>({ text: '', n: 0 });
  const announce = useCallback((text: string) => setMessage((m) => ({ text, n: m.n + 1 })), []);
  const region = (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      <span key={message.n}>{message.text}</span>
    </div>
  );
  return { announce, region };
}
