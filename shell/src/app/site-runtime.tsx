import { useEffect } from 'react';
import { findRoute } from '@hikari/shared/domain/core';
import type { AppStoreBundle } from '@hikari/shared/store';
import { runInTasks } from '@hikari/shared/ui';
import { useClock } from '../services/clock';
import { configureErrorReporting, installGlobalErrorHandlers } from '../remotes/error-reporting';
import { currentManifest, startRemotes } from '../remotes/remote-loading';
import { loadSettings } from '../services/settings';
import { loadSiteTracking, type AnalyticsSink } from '../services/tracking';
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
 * error handlers and keeping the visitor's state (redux-persist, loaded when
 * there is something to bring back or to keep).
 * Once the saved state is back, each in a task of its own: the arrival's
 * access tracking (its code loaded then), the settings, the remotes' loading
 * and manifest (its code loaded then), the realtime channel (its code loaded
 * then) and, once the page is idle, the pages' own figures (RUM). They wait
 * for the saved state because they write to the store: a link's plan or
 * referral code, and fresh settings, are not then overwritten by what an
 * earlier visit saved. Renders nothing.
 */
export function SiteRuntime({ bundle, analytics, realtime = true }: SiteRuntimeProps) {
  const clock = useClock();

  useEffect(() => {
    configureErrorReporting({ analytics });
    const uninstall = installGlobalErrorHandlers();
    // The arrival as it was when the page hydrated.
    const { pathname, search } = window.location;
    const arrivedAt = clock();
    let cancelled = false;
    let cancelSteps: () => void = () => undefined;
    let stopChannel: () => void = () => undefined;
    let stopRum: () => void = () => undefined;
    // The visitor's saved state back, and every change kept from now on (redux-persist loaded
    // then). A page with saved state to restore is not ready before it is back (HydratedPage).
    // With nothing saved, it loads once there is something to keep (Persistence.startWhenNeeded).
    const stopKeeping = bundle.persistor.startWhenNeeded();
    // The tracking's code on its way while the saved state comes back.
    const tracking = loadSiteTracking();
    tracking.catch(() => undefined); // reported by the arrival's step
    void bundle.persistor.restored().then(() => {
      if (cancelled) return;
      // Each its own task: each dispatches to the store, which re-renders what depends on it.
      cancelSteps = runInTasks(
        [
          // A step that throws is logged and the next one still runs (runInTasks).
          () =>
            void tracking
              .then(({ recordArrival }) => {
                if (cancelled) return;
                recordArrival(
                  { pathname: findRoute(pathname)?.path ?? pathname, search },
                  document,
                  arrivedAt,
                  bundle.store.dispatch,
                  analytics,
                );
              })
              .catch((error: unknown) => console.warn('arrival not recorded', error)),
          () => void loadSettings(bundle.store),
          // The remotes' loading (a chunk of its own) and the manifest: a remote's page started
          // them before hydration (bootstrap.tsx); a shell page here, before a visitor's first
          // navigation needs them (once started, this is the same manifest).
          () => void startRemotes().catch(() => undefined),
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
    });
    return () => {
      cancelled = true;
      stopKeeping();
      cancelSteps();
      stopChannel();
      stopRum();
      uninstall();
    };
  }, [bundle, analytics, clock, realtime]);

  return null;
}
