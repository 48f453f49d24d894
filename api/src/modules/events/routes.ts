// POST /events: the site's own click and arrival tracking (docs/business-rules.md#tracking),
// stored in tracking_events, and the pages' speed and errors for the canary
// check (rum.ts), stored in rum_events. First party only, so nothing leaves
// for a third party. Built for navigator.sendBeacon: no token (a beacon cannot
// carry a header), any content type, a small body, 204 and no answer body.
// Nothing personal is kept: no address, user agent or guest id, paths without
// their query, an arrival's source classified here from its parameters, and
// the visitor of a RUM event only as a keyed hash of its anonymous cookie
// (with a keyed hash of its address's limit key, which caps what one address
// weighs in a canary's figures, modules/canary/figures.ts).
//
// A RUM event counts only with a visitor id this server signed
// (site/visitor-id.ts); a request without one is answered with a new one, so
// the visitor's next pages count. The cohort and version of an event are the
// ones the visitor's bucket gets from remotes.json when it arrives.
import type { FastifyPluginAsync } from 'fastify';
import {
  PREVIEW_COOKIE,
  VISITOR_COOKIE,
  canaryBucket,
  classifyTrafficSource,
  isRumKind,
  sanitizeTrackingParams,
  type Cohort,
} from '@hikari/shared/domain';
import { readManifest, type Manifest } from '@hikari/release/releases';
import type { Services } from '../../context';
import { rumEvents, trackingEvents } from '../../db/schema';
import { parseRumEvent, RumInputError, type RumEventInput } from './rum';
import { refuseOtherMethods } from '../../http/platform';
import { routeLimit } from '../../http/rate-limit-plugin';
import { addressLimitKeyOf } from '../../http/client-address';
import { issueVisitorCookie } from '../site/routes';

/** Largest body accepted (413 above). Default 8 KiB. */
export const EVENTS_MAX_BODY_BYTES = 8 * 1024;
/** Most events in one batch. Default 20. */
export const EVENTS_MAX_BATCH = 20;
/** Longest target path and label kept. */
export const EVENTS_TARGET_MAX = 200;
export const EVENTS_LABEL_MAX = 100;

export const CLICK_AREAS = ['menu-button', 'header-link', 'drawer-link', 'footer-link', 'banner'] as const;

export type TrackingEventRow = typeof trackingEvents.$inferInsert;

export class EventsInputError extends Error {}

/** A batch as stored: tracking rows, and RUM rows still without their visitor. */
export interface ParsedEvents {
  tracking: TrackingEventRow[];
  rum: RumEventInput[];
}

/** A same-site path without query or hash; anything else (a full URL, empty) is refused. */
function targetPath(value: unknown, index: number): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
    throw new EventsInputError(`events[${index}].target must be a path starting with /`);
  }
  const path = value.split(/[?#]/)[0]!;
  if (path.length > EVENTS_TARGET_MAX) throw new EventsInputError(`events[${index}].target is too long`);
  return path;
}

// Control characters have no place in a link's visible text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function label(value: unknown, index: number): string {
  if (typeof value !== 'string' || value.trim() === '' || CONTROL.test(value)) {
    throw new EventsInputError(`events[${index}].label must be a non-empty line of text`);
  }
  if (value.length > EVENTS_LABEL_MAX) throw new EventsInputError(`events[${index}].label is too long`);
  return value.trim();
}

/** One click, modal or arrival event as its tracking row. */
function trackingRow(event: Record<string, unknown>, index: number): TrackingEventRow {
  switch (event.type) {
    case 'click':
      if (!(CLICK_AREAS as readonly unknown[]).includes(event.area)) {
        throw new EventsInputError(`events[${index}].area must be one of ${CLICK_AREAS.join(', ')}`);
      }
      return {
        kind: 'click',
        area: event.area as string,
        target: targetPath(event.target, index),
        label: label(event.label, index),
      };
    case 'modal':
      if (event.action !== 'open' && event.action !== 'close') {
        throw new EventsInputError(`events[${index}].action must be open or close`);
      }
      return {
        kind: 'modal',
        action: event.action,
        target: targetPath(event.target, index),
        label: label(event.label, index),
      };
    case 'arrival': {
      // The source is the server's classification, whatever label was sent.
      const params = sanitizeTrackingParams(event.params);
      const source = classifyTrafficSource(params);
      return { kind: 'arrival', target: targetPath(event.target, index), label: source, source, params };
    }
    default:
      throw new EventsInputError(
        `events[${index}].type must be click, modal, arrival, pageview, error or vital`,
      );
  }
}

/** The rows to store for a batch, or EventsInputError naming the first bad event (the whole batch is refused). */
export function parseEvents(body: unknown): ParsedEvents {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length === 0) {
    throw new EventsInputError('the body must be {"events": [...]} with at least one event');
  }
  if (events.length > EVENTS_MAX_BATCH) throw new EventsInputError(`at most ${EVENTS_MAX_BATCH} events`);
  const parsed: ParsedEvents = { tracking: [], rum: [] };
  events.forEach((raw, index) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new EventsInputError(`events[${index}] is not an object`);
    }
    const event = raw as Record<string, unknown>;
    if (!isRumKind(event.type)) {
      parsed.tracking.push(trackingRow(event, index));
      return;
    }
    try {
      parsed.rum.push(parseRumEvent(event, index));
    } catch (error) {
      throw error instanceof RumInputError ? new EventsInputError(error.message) : error;
    }
  });
  return parsed;
}

/**
 * The cohort and version a visitor is served for a route's owner, as the page
 * servers and the shell choose them (canaryBucket against the running
 * canary's share), or null when the manifest names no version for it.
 */
export function servedTo(
  manifest: Manifest,
  visitorId: string,
  owner: string,
): { cohort: Cohort; version: string } | null {
  if (owner === 'shell') {
    const build = manifest.shell?.build;
    return build ? { cohort: 'control', version: build } : null;
  }
  const entry = manifest.remotes[owner as keyof Manifest['remotes']];
  if (!entry) return null;
  const canary = entry.canary;
  if (canary && canaryBucket(visitorId, owner) < canary.percent) {
    return { cohort: 'canary', version: canary.version };
  }
  return { cohort: 'control', version: entry.version };
}

export const eventsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { config, database } = services;
  // The guest pseudonym's keyed hash, over a prefix of its own so a visitor id
  // and a guest id never name the same thing; the same for the address.
  const rumVisitor = (visitorId: string) => services.guestPseudonym(`rum-visitor:${visitorId}`);
  const rumSource = (addressKey: string) => services.guestPseudonym(`rum-source:${addressKey}`);
  // A beacon's body comes with whatever content type the browser gives it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: EVENTS_MAX_BODY_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/events',
    {
      // Batches per client address, with the GraphQL request budget (RATE_LIMIT_QUERIES_PER_ADDRESS).
      config: {
        rateLimit: routeLimit(
          'events',
          config.rateLimit.queriesPerAddress,
          config.rateLimit.windowSeconds * 1000,
        ),
      },
    },
    async (request, reply) => {
      let parsed: ParsedEvents;
      try {
        parsed = parseEvents(JSON.parse(typeof request.body === 'string' ? request.body : ''));
      } catch (error) {
        const message = error instanceof EventsInputError ? error.message : 'the body is not JSON';
        return reply.code(400).send({ message });
      }
      // RUM counts visitors: without a visitor id this server signed a RUM event
      // cannot be counted, so it is acknowledged and dropped (the tracking rows
      // are kept) and the answer carries a signed id for the next pages. Ops'
      // preview gets every canary whatever the bucket: not a visitor either.
      const vid = request.cookies[VISITOR_COOKIE];
      const counted = services.visitorIds.verify(vid);
      if (!counted) issueVisitorCookie(request, reply, services.visitorIds);
      const previewing = Boolean(request.cookies[PREVIEW_COOKIE]);
      const rum: (typeof rumEvents.$inferInsert)[] = [];
      if (counted && !previewing && parsed.rum.length > 0) {
        const manifest = readManifest(config.deployDir);
        const visitor = rumVisitor(vid);
        const source = rumSource(addressLimitKeyOf(request));
        for (const row of parsed.rum) {
          const served = servedTo(manifest, vid, row.remote);
          if (served) rum.push({ ...row, ...served, visitor, source });
        }
      }
      if (parsed.tracking.length > 0 && rum.length > 0) {
        await database.db.transaction(async (tx) => {
          await tx.insert(trackingEvents).values(parsed.tracking);
          await tx.insert(rumEvents).values(rum);
        });
      } else if (parsed.tracking.length > 0) {
        await database.db.insert(trackingEvents).values(parsed.tracking);
      } else if (rum.length > 0) {
        await database.db.insert(rumEvents).values(rum);
      }
      return reply.code(204).send();
    },
  );
  refuseOtherMethods(app, '/events', ['POST']);
};
