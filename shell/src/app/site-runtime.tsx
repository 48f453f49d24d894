import { useEffect } from 'react';
import { findRoute } from '@hikari/shared/domain/core';
import type { AppStoreBundle } from '@hikari/shared/store';
import { runInTasks } from '@hikari/shared/ui';
import { useClock } from '../services/clock';
import { configureErrorReporting, installGlobalErrorHandlers } from '../remotes/error-reporting';
import { currentManifest } from '../remotes/remote-loading';
import { loadSettings } from '../services/settings';
import { recordArrival, type AnalyticsSink } from '../services/tracking';
import { whenIdle } from '../lib';

/**
 * Starts what `start` loads (a chunk of its own) and returns the undo at once:
 * an undo called before it has loaded stops it as soon as it has.
 */
function startLoaded(what: string, start: () => Promise<() => void>): () => void {
  let cancelled = false;
  let stop: (() => void) | null = null;
  start()
    .then((undo) => {
      if (cancelled) undo();
      else stop = undo;
    })
    .catch((error: unknown) => console.warn(`${what} skipped`, error));
  return () => {
    cancelled = true;
    stop?.();
  };
}

/**
 * The pages' own figures (services/tracking/rum.ts, with web-vitals): loaded
 * once the page has loaded and the browser is idle, in a chunk of their own,
 * so they never compete with the first paint or hydration. Returns the undo.
 */
function startRumWhenIdle(): () => void {
  let stop: (() => void) | null = null;
  const cancel = whenIdle(() => {
    stop = startLoaded('rum', () =>
      import(/* webpackChunkName: "rum" */ '../services/tracking/rum').then(({ startRum }) =>
        startRum({ manifest: currentManifest }),
      ),
    );
  });
  return () => {
    cancel();
    stop?.();
  };
}

export interface SiteRuntimeProps {
  bundle: AppStoreBundle;
  analytics: AnalyticsSink;
  /** Open the realtime settings channel. Default true. */
  realtime?: boolean;
}

/**
 * What runs once per page load, after the page has hydrated: the last-resort
 * error handlers, then, each in a task of its own, keeping the visitor's state
 * (redux-persist, loaded then), the arrival's access tracking, the settings,
 * the realtime channel (its code loaded then) and, once the page is idle, the
 * pages' own figures (RUM). Renders nothing.
 */
export function SiteRuntime({ bundle, analytics, realtime = true }: SiteRuntimeProps) {
  const clock = useClock();

  useEffect(() => {
    configureErrorReporting({ analytics });
    const uninstall = installGlobalErrorHandlers();
    // The arrival as it was when the page hydrated, recorded a task later.
    const { pathname, search } = window.location;
    const arrivedAt = clock();
    let stopChannel: () => void = () => undefined;
    let stopRum: () => void = () => undefined;
    // Each its own task, not all in the effects React runs once the page has hydrated: each
    // dispatches to the store, which re-renders what depends on it.
    const cancel = runInTasks(
      [
        // The visitor's saved state back, and every change kept from now on (redux-persist, loaded
        // now). A page with saved state to restore is not ready before it is back (HydratedPage).
        () => void bundle.persistor.start(),
        // A step that throws is logged and the next one still runs (runInTasks).
        () =>
          recordArrival(
            { pathname: findRoute(pathname)?.path ?? pathname, search },
            document,
            arrivedAt,
            bundle.store.dispatch,
            analytics,
          ),
        () => void loadSettings(bundle.store),
        // The channel's code (graphql-ws) comes in a chunk of its own: hydration never waits for it.
        () => {
          if (!realtime) return;
          stopChannel = startLoaded('realtime channel', () =>
            import(/* webpackChunkName: "realtime" */ '../services/realtime/start-settings-channel').then(
              ({ startSettingsChannel }) => startSettingsChannel(bundle),
            ),
          );
        },
        () => {
          stopRum = startRumWhenIdle();
        },
      ],
      'site start-up',
    );
    return () => {
      cancel();
      stopChannel();
      stopRum();
      uninstall();
    };
  }, [bundle, analytics, clock, realtime]);

  return null;
}
