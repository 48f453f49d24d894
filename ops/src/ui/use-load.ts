import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../api/ops-client';

export type Load<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null; message: string };

/**
 * Loads data for a screen and reloads it on demand. `load` changes when what
 * to load changes (a filter), which loads again; the previous data stays on
 * screen meanwhile.
 */
export function useLoad<T>(load: () => Promise<T>): [Load<T>, () => void, (data: T) => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading', data: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current)
          setState((previous) => ({ status: 'error', data: previous.data, message: errorText(error) }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return [state, reload, replace];
}

/** How often a screen whose figures move (releases, canaries) reads them again. Default 30 s. */
export const REFRESH_MS = 30_000;

/**
 * useLoad for a screen whose figures move while ops watch it: read again
 * every REFRESH_MS while the tab is in view, and when it last loaded.
 */
export function useRefreshingLoad<T>(
  load: () => Promise<T>,
): [Load<T>, () => void, (data: T) => void, Date | null] {
  const [state, reload, replace] = useLoad(load);
  const [loadedAt, setLoadedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (state.status === 'ready') setLoadedAt(new Date());
  }, [state]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload]);
  return [state, reload, replace, loadedAt];
}
