import { useEffect } from 'react';
import { findRoute } from '@hikari/shared/domain';
import type { AppStoreBundle } from '@hikari/shared/store';
import { useClock } from '../services/clock';
import { configureErrorReporting, installGlobalErrorHandlers } from '../remotes/error-reporting';
import { startSettingsChannel } from '../services/realtime';
import { loadSettings } from '../services/settings';
import { recordArrival, type AnalyticsSink } from '../services/tracking';

export interface SiteRuntimeProps {
  bundle: AppStoreBundle;
  analytics: AnalyticsSink;
  /** Open the realtime settings channel. Default true. */
  realtime?: boolean;
}

/**
 * What runs once per page load, after the persisted state is back: the
 * settings, the realtime channel, the arrival's access tracking and the
 * last-resort error handlers. Renders nothing.
 */
export function SiteRuntime({ bundle, analytics, realtime = true }: SiteRuntimeProps) {
  const clock = useClock();

  useEffect(() => {
    configureErrorReporting({ analytics });
    const uninstall = installGlobalErrorHandlers();
    const { pathname, search } = window.location;
    try {
      recordArrival(
        { pathname: findRoute(pathname)?.path ?? pathname, search },
        document,
        clock(),
        bundle.store.dispatch,
        analytics,
      );
    } catch (error) {
      console.warn('access tracking skipped', error);
    }
    void loadSettings(bundle.store);
    const stopChannel = realtime ? startSettingsChannel(bundle) : () => undefined;
    return () => {
      stopChannel();
      uninstall();
    };
  }, [bundle, analytics, clock, realtime]);

  return null;
}
