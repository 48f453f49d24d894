import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { getAppStore, type AppStoreBundle, type RootState } from '@hikari/shared/store';
import { ClockProvider, type Clock } from '../services/clock';
import {
  AnalyticsProvider,
  loadSiteTracking,
  noopSink,
  sinkWhenLoaded,
  type AnalyticsSink,
} from '../services/tracking';
import { SiteRoutes } from './router';
import { SiteRuntime } from './site-runtime';

const systemClock: Clock = () => new Date();

export interface AppProps {
  /** Default: the site's one store. */
  bundle?: AppStoreBundle;
  /**
   * Default: the API's own POST /events, plus the dataLayer when the page's
   * analytics setting names it (services/tracking/site-tracking.ts, loaded
   * after the page; what is sent before waits for it). Nothing on the server.
   */
  analytics?: AnalyticsSink;
  /** Default: the system clock. */
  clock?: Clock;
  /**
   * Default: the browser's router, at its address. The prerenderer passes a
   * memory router at the page's URL (from its own build: the browser never
   * downloads one).
   */
  Router?: ComponentType<{ children: ReactNode }>;
  /** The prerenderer's page for a failing page: the generic error page (500) in the site's frame. */
  failed?: boolean;
  /**
   * The store's state the server rendered with (its initial state, before the
   * visitor's saved state is back): hydration renders with it, so the first
   * render matches the prerendered HTML; the saved state follows at once.
   */
  serverState?: RootState;
}

/**
 * The whole site. Rendered in the browser (hydrating the prerendered page),
 * and on the server by the prerenderer (src/ssr.tsx). There is no
 * PersistGate: the page is there before the saved state is read, and what
 * depends on that state updates in place (lib/hydration.ts).
 */
export function App({
  bundle = getAppStore(),
  analytics,
  clock = systemClock,
  Router = BrowserRouter,
  failed,
  serverState,
}: AppProps) {
  const sink = useMemo(
    () =>
      analytics ??
      (typeof document === 'undefined'
        ? noopSink
        : sinkWhenLoaded(() => loadSiteTracking().then(({ siteSink }) => siteSink()))),
    [analytics],
  );
  return (
    <Provider store={bundle.store} serverState={serverState}>
      <ClockProvider clock={clock}>
        <AnalyticsProvider sink={sink}>
          <SiteRuntime bundle={bundle} analytics={sink} />
          {/* The router, with its routes matched, is a Suspense boundary of its own: React
              hydrates it apart from the providers, and first where the visitor interacts. */}
          <Suspense fallback={null}>
            <Router>
              <SiteRoutes failed={failed} />
            </Router>
          </Suspense>
        </AnalyticsProvider>
      </ClockProvider>
    </Provider>
  );
}
