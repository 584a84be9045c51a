import type { Location, NavigationType, Navigator } from 'react-router';

/** A session history the router follows: the browser's in the app, one in memory in tests. */
export interface AppHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  /** The current entry's index (a history in memory); the browser's is in `window.history.state.idx`. */
  readonly index?: number;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}
