import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, type Location } from 'react-router';
import { EarlierEntriesContext, sessionHistoryTrail } from '../lib/navigation/history-trail';
import type { AppHistory } from './app-history';
import { scrollAwareNavigator } from './scroll-restoration';

export type { AppHistory };

function currentIndex(history: AppHistory): number | undefined {
  if (history.index !== undefined) return history.index;
  const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/**
 * The router over `history`. A move is a transition: the current screen stays until the next one has
 * loaded (its code and messages), then the next one replaces it. Every entry's path is noted in the
 * history trail, so that Back knows which screens lie behind the current one.
 */
export function HistoryRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const navigator = useMemo(() => scrollAwareNavigator(history), [history]);
  const trail = useMemo(() => sessionHistoryTrail(), []);
  const earlier = useMemo(() => () => trail.before(currentIndex(history) ?? 0), [trail, history]);
  useLayoutEffect(() => {
    const note = (location: Location) => {
      const index = currentIndex(history);
      if (index !== undefined) trail.record(index, location.pathname);
    };
    note(history.location);
    return history.listen(({ action, location }) => {
      note(location);
      startTransition(() => setState({ action, location }));
    });
  }, [history, trail]);
  return (
    <EarlierEntriesContext value={earlier}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </EarlierEntriesContext>
  );
}
