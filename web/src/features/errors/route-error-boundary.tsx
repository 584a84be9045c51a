import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from './route-error-screen';

interface Props {
  /** The history entry shown: moving to another one leaves the error screen. */
  entry: string;
  children: ReactNode;
}

interface State {
  failure: { error: unknown } | null;
}

/**
 * Top-level error boundary (SPEC §2, §8): a screen that fails while rendering, or whose code cannot be
 * loaded, is replaced by the error screen until the learner moves to another screen.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: { error } };
  }

  override componentDidUpdate(previous: Props, previousState: State) {
    // the move that led to the failing screen does not count: only the next one leaves it
    const shown = this.state.failure !== null && previousState.failure !== null;
    if (shown && previous.entry !== this.props.entry) this.setState({ failure: null });
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteErrorScreen error={failure.error} /> : this.props.children;
  }
}
