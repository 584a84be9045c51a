import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The part of the browser's Navigation API the web view uses (absent in older browsers). */
interface HistoryNavigation {
  currentEntry: { index: number } | null;
  entries(): { key: string }[];
  traverseTo(key: string): { committed: Promise<unknown>; finished: Promise<unknown> };
}

const navigationApi = (): HistoryNavigation | undefined =>
  (window as unknown as { navigation?: HistoryNavigation }).navigation;

/**
 * Leaving the web view (SPEC §2, §9 back button): back to the previous screen when the app has one,
 * else home. Pages followed inside the frame add entries to the browser's history, so a plain
 * `history.back()` would only step the frame back: the app's previous entry is looked up with the
 * Navigation API, or, without it, the frame's own page loads are skipped.
 */
export function useLeaveWebView(): { leave: () => void; frameLoaded: () => void } {
  const navigate = useNavigate();
  const { key } = useLocation();
  const loads = useRef(0);

  const frameLoaded = useCallback(() => {
    loads.current += 1;
  }, []);

  const leave = useCallback(() => {
    if (key === 'default') {
      void navigate('/', { replace: true });
      return;
    }
    const navigation = navigationApi();
    const index = navigation?.currentEntry?.index ?? -1;
    const previous = index > 0 ? navigation?.entries()[index - 1] : undefined;
    if (navigation && previous) {
      const result = navigation.traverseTo(previous.key);
      result.committed.catch(() => undefined);
      result.finished.catch(() => undefined);
      return;
    }
    void navigate(-1 - Math.max(0, loads.current - 1));
  }, [key, navigate]);

  return { leave, frameLoaded };
}
