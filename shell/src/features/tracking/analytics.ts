// One analytics adapter for the whole shell (spec section 7, click tracking):
// components describe what happened, the sink decides where it goes. The
// default sink drops everything, so a site without a tag manager sends
// nothing anywhere; ops switch on the dataLayer sink with a meta tag.

/** Where a tracked click happened. */
export type ClickArea = 'menu-button' | 'header-link' | 'drawer-link' | 'footer-link' | 'banner';

export type AnalyticsEvent =
  | { type: 'click'; area: ClickArea; target: string; label: string }
  | { type: 'modal'; action: 'open' | 'close'; target: string; label: string }
  | { type: 'client-error'; target: string; label: string; code: number | string | null }
  | { type: 'arrival'; target: string; label: string };

export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

export const noopSink: AnalyticsSink = { send: () => undefined };

/** The dataLayer a tag manager reads. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/** Prefix of every dataLayer event name, so the tag manager can tell the site's events apart. */
export const DATA_LAYER_EVENT_PREFIX = 'hikari_';

/**
 * Pushes `{ event: 'hikari_click', area, target, label }` and the like onto
 * `host.dataLayer` (created when missing, as tag managers expect).
 */
export function dataLayerSink(host: DataLayerHost = window as DataLayerHost): AnalyticsSink {
  return {
    send(event) {
      const { type, ...fields } = event;
      host.dataLayer ??= [];
      host.dataLayer.push({ event: `${DATA_LAYER_EVENT_PREFIX}${type.replace('-', '_')}`, ...fields });
    },
  };
}

/** `<meta name="hikari:analytics" content="dataLayer">` in the page switches the dataLayer sink on. */
export const ANALYTICS_META_NAME = 'hikari:analytics';

export type AnalyticsSetting = 'none' | 'dataLayer';

/** The analytics setting of the page; 'none' when the meta tag is absent or names something unknown. */
export function readAnalyticsSetting(doc: Document = document): AnalyticsSetting {
  const value = doc.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META_NAME}"]`)?.content.trim();
  return value === 'dataLayer' ? 'dataLayer' : 'none';
}

export function sinkFor(setting: AnalyticsSetting, host?: DataLayerHost): AnalyticsSink {
  return setting === 'dataLayer' ? dataLayerSink(host) : noopSink;
}

/** A sink that never lets a failing tag break the page. */
export function safeSink(sink: AnalyticsSink): AnalyticsSink {
  return {
    send(event) {
      try {
        sink.send(event);
      } catch (error) {
        console.warn('analytics event dropped', error);
      }
    },
  };
}
