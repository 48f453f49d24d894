// What the shell tracks, and where it sends it (analytics.ts picks the sinks).

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
