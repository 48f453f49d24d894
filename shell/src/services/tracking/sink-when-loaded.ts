import { noopSink, type AnalyticsEvent, type AnalyticsSink } from './analytics-event';

/**
 * A sink whose code comes later: the first event sent asks for it (`load`),
 * and what is sent until it is there waits, in order, then goes to it. A sink
 * that fails to load drops what waited, with a warning; the page goes on.
 */
export function sinkWhenLoaded(load: () => Promise<AnalyticsSink>): AnalyticsSink {
  let sink: AnalyticsSink | null = null;
  let waiting: AnalyticsEvent[] | null = null;
  return {
    send(event) {
      if (sink) return sink.send(event);
      if (waiting) return void waiting.push(event);
      waiting = [event];
      load().then(
        (loaded) => {
          sink = loaded;
          const queued = waiting ?? [];
          waiting = null;
          for (const queuedEvent of queued) loaded.send(queuedEvent);
        },
        (error: unknown) => {
          console.warn('analytics events dropped', error);
          sink = noopSink;
          waiting = null;
        },
      );
    },
  };
}
