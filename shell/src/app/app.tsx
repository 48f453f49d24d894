import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { getAppStore, type AppStoreBundle } from '@hikari/shared/store';
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

export interface AppProps {
  /** Default: the site's one store. */
  bundle?: AppStoreBundle;
  /** Default: the API's own POST /events, plus the dataLayer when the page's analytics setting names it. */
  analytics?: AnalyticsSink;
  /** Default: the system clock. */
  clock?: Clock;
}

export function App({ bundle = getAppStore(), analytics, clock = systemClock }: AppProps) {
  const router = useMemo(() => createRouter(), []);
  const sink = useMemo(() => analytics ?? safeSink(sinkFor(readAnalyticsSetting())), [analytics]);
  return (
    <Provider store={bundle.store}>
      <PersistGate loading={null} persistor={bundle.persistor}>
        <ClockProvider clock={clock}>
          <AnalyticsProvider sink={sink}>
            <SiteRuntime bundle={bundle} analytics={sink} />
            <RouterProvider router={router} />
          </AnalyticsProvider>
        </ClockProvider>
      </PersistGate>
    </Provider>
  );
}
