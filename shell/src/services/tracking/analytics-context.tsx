import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { noopSink, type AnalyticsEvent, type AnalyticsSink, type ClickArea } from './analytics-event';

const AnalyticsContext = createContext<AnalyticsSink>(noopSink);

export function AnalyticsProvider({ sink, children }: { sink: AnalyticsSink; children: ReactNode }) {
  return <AnalyticsContext.Provider value={sink}>{children}</AnalyticsContext.Provider>;
}

/** Sends an event through the page's sink. */
export function useAnalytics(): (event: AnalyticsEvent) => void {
  const sink = useContext(AnalyticsContext);
  return useCallback((event: AnalyticsEvent) => sink.send(event), [sink]);
}

/** A click handler factory for menu entries: `onClick={trackClick(target, label)}`. */
export function useTrackClick(area: ClickArea): (target: string, label: string) => () => void {
  const send = useAnalytics();
  return useCallback(
    (target: string, label: string) => () => send({ type: 'click', area, target, label }),
    [send, area],
  );
}
