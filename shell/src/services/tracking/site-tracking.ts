// The site's tracking, in a chunk of its own ("tracking"): the arrival's
// access log and traffic source (access-tracking.ts), and the sink every
// tracked event goes through (analytics.ts, first-party-sink.ts). The page
// starts and hydrates without it; the shell loads it once the page is there
// (app/site-runtime.tsx), or when a first event is sent before that.
import { readAnalyticsSetting, safeSink, sinkFor } from './analytics';
import type { AnalyticsSink } from './analytics-event';

export { recordArrival } from './access-tracking';

/** The site's sink: POST /events, plus the dataLayer when the page's setting names it. */
export function siteSink(): AnalyticsSink {
  return safeSink(sinkFor(readAnalyticsSetting()));
}
