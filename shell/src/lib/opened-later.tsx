import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { ErrorBoundary } from './error-boundary';
import { whenIdle } from './when-idle';

/**
 * A part of the frame that the visitor opens (a dialog): its code is not
 * part of the page's start. It is asked for when the browser is first idle
 * after the page has loaded, or when it first opens, whichever comes first
 * (the frame's dialogs share the chunk "dialogs"). Renders nothing while
 * closed; a body that fails to load leaves the page as it is.
 */
export function openedLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { open: boolean }> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Body = lazy(start);
  function OpenedLater({ open, ...props }: P & { open: boolean }) {
    useEffect(() => whenIdle(() => void start().catch(() => undefined)), []);
    if (!open) return null;
    return (
      <ErrorBoundary fallback={() => null} onError={(error) => console.error('dialog failed to load', error)}>
        <Suspense fallback={null}>
          <Body {...(props as unknown as P)} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return OpenedLater;
}
