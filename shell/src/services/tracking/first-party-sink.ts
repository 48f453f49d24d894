// The site's own tracking endpoint (POST /events on the API, docs/business-rules.md#tracking):
// clicks, modal open/close and arrivals, in small batches, sent with
// navigator.sendBeacon so that a click that navigates away, or closing the
// tab, still delivers what was queued. Nothing goes to a third party, and
// nothing personal is sent: paths without their query, a link's visible
// text, and on arrival only the tracked query parameters.

import { findRoute, type Cohort, type RouteOwner } from '@hikari/shared/domain/core';
import {
  isVitalInRange,
  isVitalName,
  rumMessageText,
  type VitalName,
} from '@hikari/shared/domain/rum-events';
import type { AnalyticsEvent, AnalyticsSink } from './analytics-event';

/** Path of the API's tracking endpoint. */
export const EVENTS_PATH = '/events';
/** Most events in one request (the API refuses more). Default 20. */
export const EVENTS_BATCH_MAX = 20;
/** Longest label the API keeps. Default 100. */
export const EVENTS_LABEL_MAX = 100;
/** How long events wait for company before they are sent. Default 2 s. */
export const EVENTS_FLUSH_DELAY_MS = 2000;

/** What the sink sends with: sendBeacon, or fetch with keepalive where there is none. */
export type EventsTransport = (url: string, body: string) => void;

export function beaconTransport(): EventsTransport {
  return (url, body) => {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, blob)) return;
    }
    // The beacon was refused (queue full) or does not exist: fetch outlives the page with keepalive.
    if (typeof fetch !== 'function') return;
    // Tracking never breaks a page: a failed send is dropped.
    fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  };
}

/** What every RUM event names: the route-table path, its owner, the version of it the page runs, the cohort. */
export interface RumTags {
  route: string;
  remote: RouteOwner;
  version: string;
  cohort: Cohort;
}

/** The pages' own figures (real user monitoring, services/tracking/rum.ts), for the canary check. */
export type RumEvent =
  | ({ type: 'pageview' } & RumTags)
  | ({ type: 'error'; message?: string } & RumTags)
  | ({ type: 'vital'; name: VitalName; value: number } & RumTags);

/** The event as the endpoint takes it, or null for what it does not keep. */
export type WireEvent =
  | { type: 'click'; area: string; target: string; label: string }
  | { type: 'modal'; action: 'open' | 'close'; target: string; label: string }
  | { type: 'arrival'; target: string; params: Record<string, string> }
  | RumEvent;

/** A same-site path without query or hash; null for another site, a tel: link and the like. */
export function sitePath(target: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return url.pathname;
}

// Control characters would make the API refuse the whole batch.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;

function cleanLabel(label: string): string | null {
  const text = label.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, EVENTS_LABEL_MAX).trim();
  return text === '' ? null : text;
}

const VERSION = /^[0-9A-Za-z._+-]{1,64}$/;

function isRumEvent(event: AnalyticsEvent | RumEvent): event is RumEvent {
  return event.type === 'pageview' || event.type === 'error' || event.type === 'vital';
}

/**
 * A RUM event as sent, or null for one the endpoint would refuse (and with
 * it the whole batch): a path outside the route table, a remote that is not
 * the route's owner, a version that is no version name, a vital out of range.
 * An error's message is one line of at most RUM_MESSAGE_MAX characters (rumMessageText).
 */
export function toRumWireEvent(event: RumEvent): RumEvent | null {
  const route = findRoute(event.route);
  if (!route || route.path !== event.route || route.owner !== event.remote) return null;
  if (!VERSION.test(event.version)) return null;
  if (event.cohort !== 'canary' && event.cohort !== 'control') return null;
  const tags: RumTags = {
    route: event.route,
    remote: event.remote,
    version: event.version,
    cohort: event.cohort,
  };
  if (event.type === 'pageview') return { type: 'pageview', ...tags };
  if (event.type === 'error') {
    const message = rumMessageText(event.message ?? '');
    return message === '' ? { type: 'error', ...tags } : { type: 'error', ...tags, message };
  }
  if (!isVitalName(event.name) || !isVitalInRange(event.name, event.value)) return null;
  return { type: 'vital', ...tags, name: event.name, value: event.value };
}

/** The event as sent, or null for client errors (NotifyClientError reports those) and unusable ones. */
export function toWireEvent(event: AnalyticsEvent | RumEvent, origin: string): WireEvent | null {
  if (isRumEvent(event)) return toRumWireEvent(event);
  if (event.type === 'client-error') return null;
  const target = sitePath(event.target, origin);
  if (target === null) return null;
  if (event.type === 'arrival') {
    const params = Object.entries(event.params ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return { type: 'arrival', target, params: Object.fromEntries(params) };
  }
  const label = cleanLabel(event.label);
  if (label === null) return null;
  if (event.type === 'click') return { type: 'click', area: event.area, target, label };
  return { type: 'modal', action: event.action, target, label };
}

export interface FirstPartySinkOptions {
  /** Default beaconTransport(). */
  transport?: EventsTransport;
  /** Default location.origin. */
  origin?: string;
  /** Default EVENTS_FLUSH_DELAY_MS. */
  flushDelayMs?: number;
  /** Where pagehide / visibilitychange are heard. Default window (none outside a browser). */
  target?: { addEventListener(type: string, listener: () => void): void } | null;
  /** Default document, for visibilityState. */
  doc?: Pick<Document, 'visibilityState'> | null;
}

export interface FirstPartySink extends AnalyticsSink {
  /** Queues an event: the tracked ones, and the pages' own figures (RumEvent). */
  send(event: AnalyticsEvent | RumEvent): void;
  /** Sends what is queued now. */
  flush(): void;
}

/**
 * Queues events and sends them to POST /events: when EVENTS_BATCH_MAX are
 * waiting, EVENTS_FLUSH_DELAY_MS after the first, and at once when the page
 * is hidden or left.
 */
export function firstPartySink(options: FirstPartySinkOptions = {}): FirstPartySink {
  const transport = options.transport ?? beaconTransport();
  const origin = options.origin ?? globalThis.location?.origin ?? 'http://localhost';
  const delay = options.flushDelayMs ?? EVENTS_FLUSH_DELAY_MS;
  const doc = options.doc === undefined ? (globalThis.document ?? null) : options.doc;
  const listenOn = options.target === undefined ? (globalThis.window ?? null) : options.target;
  let queue: WireEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const batch = queue.slice(0, EVENTS_BATCH_MAX);
      queue = queue.slice(EVENTS_BATCH_MAX);
      try {
        transport(`${origin}${EVENTS_PATH}`, JSON.stringify({ events: batch }));
      } catch (error) {
        console.warn('tracking events dropped', error);
      }
    }
  };

  listenOn?.addEventListener('pagehide', flush);
  listenOn?.addEventListener('visibilitychange', () => {
    if (doc?.visibilityState === 'hidden') flush();
  });

  return {
    send(event) {
      const wire = toWireEvent(event, origin);
      if (!wire) return;
      queue.push(wire);
      if (queue.length >= EVENTS_BATCH_MAX) flush();
      else timer ??= setTimeout(flush, delay);
    },
    flush,
  };
}
