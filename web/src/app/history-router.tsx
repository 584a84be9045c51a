import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, type Location, type NavigationType, type Navigator } from 'react-router';
import { scrollAwareNavigator } from './scroll-restoration';

/** A session history the router follows: the browser's in the app, one in memory in tests. */
export interface AppHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

/**
 * The router over `history`. A move is a transition: the current screen stays until the next one has
 * loaded (its code and messages), then the next one replaces it.
 */
export function HistoryRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const navigator = useMemo(() => scrollAwareNavigator(history), [history]);
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
