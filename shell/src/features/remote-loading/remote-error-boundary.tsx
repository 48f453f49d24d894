import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteErrorBoundaryProps {
  /** Rendered instead of the children after a failure; gets the error. */
  fallback: (error: Error) => ReactNode;
  onError: (error: Error, info: ErrorInfo) => void;
  /** Changing it clears the failure (used by the retry button). */
  resetKey: number;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: number;
}

/** Catches a remote that fails to load or throws while rendering, so the rest of the site stays up. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
