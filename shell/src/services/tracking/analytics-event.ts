// What the shell tracks. Where it goes is decided after the page: the site's
// sink (site-tracking.ts, analytics.ts) comes in the "tracking" chunk, and
// sinkWhenLoaded (sink-when-loaded.ts) keeps what is sent before it is there.

/** Where a tracked click happened. */
export type ClickArea = 'menu-button' | 'header-link' | 'drawer-link' | 'footer-link' | 'banner';

export type AnalyticsEvent =
  | { type: 'click'; area: ClickArea; target: string; label: string }
  | { type: 'modal'; action: 'open' | 'close'; target: string; label: string }
  | { type: 'client-error'; target: string; label: string; code: number | string | null }
  | {
      type: 'arrival';
      target: string;
      /** The traffic source as the browser classified it (the API classifies again from params). */
      label: string;
      /** The tracked query parameters of the arrival (docs/business-rules.md#tracking). */
      params?: Partial<Record<string, string>>;
    };

export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

/** A sink that drops every event: what a component sends outside the site's provider. */
export const noopSink: AnalyticsSink = { send: () => undefined };
