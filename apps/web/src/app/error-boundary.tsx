// A React error boundary: what a screen (or the session) shows instead of a blank page when
// it throws. React itself reports the caught error to the console.
import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  fallback: (error: unknown) => ReactNode;
  /** A new value clears a caught error (the next screen is not the one that failed). */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  /** `caught` rather than the error itself: a thrown `undefined` is still an error. */
  caught: boolean;
  error: unknown;
  key: string | undefined;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { caught: false, error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { caught: false, error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.error) : this.props.children;
  }
}
