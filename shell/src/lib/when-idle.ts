/** How long work put off until the browser is idle waits at most, once the page has loaded. */
export const IDLE_TIMEOUT_MS = 5_000;

/**
 * Runs `run` once the page has loaded and the browser is idle (at the
 * latest IDLE_TIMEOUT_MS after the load), so that it never competes with
 * the first paint or hydration. Returns the cancel.
 */
export function whenIdle(run: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  let cancelled = false;
  let handle: number | null = null;
  const start = () => {
    handle = null;
    if (!cancelled) run();
  };
  const onLoad = () => {
    if (cancelled) return;
    handle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout })
        : window.setTimeout(start, 1_000);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', onLoad);
    if (handle === null) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
