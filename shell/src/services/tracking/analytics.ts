// One analytics adapter for the whole shell (docs/business-rules.md#tracking, click tracking):
// components describe what happened, the sink decides where it goes. Every
// event goes to the API's own POST /events (first-party-sink.ts), so ops
// have it without any third party; a tag manager's dataLayer gets a copy
// only when ops switch it on with a meta tag.

import type { AnalyticsSink } from './analytics-event';
import { firstPartySink } from './first-party-sink';

export type { AnalyticsEvent, AnalyticsSink, ClickArea } from './analytics-event';

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

/** Sends every event to each sink in turn. */
export function fanOut(...sinks: AnalyticsSink[]): AnalyticsSink {
  return {
    send(event) {
      for (const sink of sinks) sink.send(event);
    },
  };
}

/**
 * The site's sink: the first-party endpoint always, plus the dataLayer when
 * the page's setting names it.
 * @param firstParty default firstPartySink()
 */
export function sinkFor(
  setting: AnalyticsSetting,
  host?: DataLayerHost,
  firstParty: AnalyticsSink = firstPartySink(),
): AnalyticsSink {
  return setting === 'dataLayer' ? fanOut(safeSink(firstParty), safeSink(dataLayerSink(host))) : firstParty;
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
