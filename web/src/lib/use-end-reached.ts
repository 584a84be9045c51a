import { useEffect, useRef, useState } from 'react';

/** SPEC §9 end-reached threshold 0.5: the next page is asked when the end is half a screen away. */
const ROOT_MARGIN = '0px 0px 50% 0px';

/**
 * Calls `onEndReached` whenever the returned sentinel element comes near the viewport (while
 * `enabled`). Answers whether IntersectionObserver exists, so the list can offer a button without it.
 */
export function useEndReached(onEndReached: () => void, enabled: boolean) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const callback = useRef(onEndReached);
  useEffect(() => {
    callback.current = onEndReached;
  }, [onEndReached]);
  const supported = typeof window !== 'undefined' && 'IntersectionObserver' in window;

  useEffect(() => {
    if (!sentinel || !enabled || !supported) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, enabled, supported]);

  return { sentinelRef: setSentinel, supported };
}
