import { Component, type ErrorInfo, type ReactNode } from 'react';
import { clientErrorMessage } from '@hikari/shared/domain/core';

export interface ErrorBoundaryProps {
  /** Rendered instead of the children after a failure; gets the error. */
  fallback: (error: Error) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Changing it clears the failure (a retry, another path). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/**
 * The shell's one error boundary: around the routes (the error page, cleared
 * on another path), around the layout (the error page without it), and around
 * a remote's page (its fallback with a retry), so the rest of the site stays up.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(clientErrorMessage(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
