import { useEffect, useState, useSyncExternalStore } from 'react';
import { getAppStore, hasRestoredSessionDraft } from '@hikari/shared/store';
import { useHydrating } from '@hikari/shared/ui';

// A page reaches the browser prerendered (tools/site/prerender.ts) and is
// hydrated. Whatever depends on the visitor or the clock must render on the
// first client render exactly what the server rendered, then update.

let serverState: Record<string, unknown> | null = null;

/** The browser, before hydrating: the state the page was rendered with (the store's initial state). */
export function rememberServerState(state: object): void {
  serverState = state as Record<string, unknown>;
}

/** Saved slices a form takes its starting values from when it mounts. */
const FORM_SLICES = ['planData', 'planChoice', 'campaignData', 'customer', 'agreements'] as const;

function withoutPersistMark(value: unknown): string {
  if (!value || typeof value !== 'object') return JSON.stringify(value);
  const { _persist: _ignored, ...rest } = value as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** Whether the visitor's saved state gives a form other starting values than the server rendered with. */
function savedStateDiffers(): boolean {
  if (!serverState) return false;
  // A remote's draft kept in this tab (an address typed half-way), restored when its module loaded.
  if (hasRestoredSessionDraft()) return true;
  const now = getAppStore().store.getState() as unknown as Record<string, unknown>;
  const rendered = serverState;
  return FORM_SLICES.some((key) => withoutPersistMark(now[key]) !== withoutPersistMark(rendered[key]));
}

/**
 * A key for a page hydrated from server HTML: 'server' while it hydrates
 * (with the state the server rendered); 'client' once the visitor's saved
 * state (drafts, choices) is back and differs from that, so that a page
 * keyed with it mounts again and its forms start from that state. A visitor
 * without saved state keeps the hydrated page as it is. A page rendered in
 * the browser only gets 'client' at once.
 */
export function useHydratedPageKey(): 'server' | 'client' {
  const hydrating = useHydrating();
  const [key, setKey] = useState<'server' | 'client'>(hydrating ? 'server' : 'client');
  useEffect(() => {
    if (key === 'client') return;
    let cancelled = false;
    void getAppStore()
      .persistor.restored()
      .then(() => {
        if (!cancelled && savedStateDiffers()) setKey('client');
      });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return key;
}

// ---------------------------------------------------------------- page ready

let pageReady = false;
const readyListeners = new Set<() => void>();

/**
 * The route's page is there and working: hydrated (or drawn), or replaced by
 * its fallback or an error page. Marks <html data-page-ready> (browser tests
 * wait for it after a page load) and lifts the inert state of <main>.
 */
export function markPageReady(): void {
  if (pageReady) return;
  pageReady = true;
  if (typeof document !== 'undefined') document.documentElement.dataset.pageReady = 'true';
  for (const listener of readyListeners) listener();
}

function subscribeReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/**
 * false on the server and until the first page is ready: a prerendered page
 * can be seen at once but is not usable before its code has come, so its
 * main content stays inert until then (no input typed into a form that would
 * lose it, no form sent by the browser on its own).
 */
export function usePageReady(): boolean {
  return useSyncExternalStore(
    subscribeReady,
    () => pageReady,
    () => false,
  );
}
