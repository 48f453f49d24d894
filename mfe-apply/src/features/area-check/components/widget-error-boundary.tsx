import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface WidgetErrorBoundaryProps {
  /** Shown instead of the widget after a failure. */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a widget from another remote that fails to load or throws from
 * taking the whole step down. The parent gives it a new key to retry.
 */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The shell's own boundary reports page failures; a widget failure stays visible to ops in the console.
    console.error('area-search widget failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
