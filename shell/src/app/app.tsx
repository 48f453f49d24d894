import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { getAppStore, type AppStoreBundle, type RootState } from '@hikari/shared/store';
import { ClockProvider, type Clock } from '../features/clock';
import {
  AnalyticsProvider,
  readAnalyticsSetting,
  safeSink,
  sinkFor,
  type AnalyticsSink,
} from '../features/tracking';
import { createRouter } from './router';
import { SiteRuntime } from './site-runtime';

const systemClock: Clock = () => new Date();

type Router = ReturnType<typeof createRouter>;

export interface AppProps {
  /** Default: the site's one store. */
  bundle?: AppStoreBundle;
  /** Default: the API's own POST /events, plus the dataLayer when the page's analytics setting names it. */
  analytics?: AnalyticsSink;
  /** Default: the system clock. */
  clock?: Clock;
  /** Default: a browser router. The prerenderer passes a memory router at the page's URL. */
  router?: Router;
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
 * depends on that state updates in place (app/hydration.ts).
 */
export function App({
  bundle = getAppStore(),
  analytics,
  clock = systemClock,
  router,
  serverState,
}: AppProps) {
  const activeRouter = useMemo(() => router ?? createRouter(), [router]);
  const sink = useMemo(
    () => analytics ?? safeSink(sinkFor(typeof document === 'undefined' ? 'none' : readAnalyticsSetting())),
    [analytics],
  );
  return (
    <Provider store={bundle.store} serverState={serverState}>
      <ClockProvider clock={clock}>
        <AnalyticsProvider sink={sink}>
          <SiteRuntime bundle={bundle} analytics={sink} />
          <RouterProvider router={activeRouter} />
        </AnalyticsProvider>
      </ClockProvider>
    </Provider>
  );
}
