// POST /events: the site's own click and arrival tracking (spec section 7),
// stored in tracking_events. First party only, so nothing leaves for a third
// party. Built for navigator.sendBeacon: no token (a beacon cannot carry a
// header), any content type, a small body, 204 and no answer body. Nothing
// personal is kept: no address, user agent or guest id, paths without their
// query, and an arrival's source classified here from its parameters.
import type { FastifyPluginAsync } from 'fastify';
import { classifyTrafficSource, sanitizeTrackingParams } from '@hikari/shared/domain';
import type { Services } from '../../context';
import { trackingEvents } from '../../db/schema';
import { refuseOtherMethods } from '../../http/platform';
import { routeLimit } from '../../http/rate-limit-plugin';

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

/** The rows to store for a batch, or EventsInputError naming the first bad event (the whole batch is refused). */
export function parseEvents(body: unknown): TrackingEventRow[] {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length === 0) {
    throw new EventsInputError('the body must be {"events": [...]} with at least one event');
  }
  if (events.length > EVENTS_MAX_BATCH) throw new EventsInputError(`at most ${EVENTS_MAX_BATCH} events`);
  return events.map((raw, index): TrackingEventRow => {
    if (typeof raw !== 'object' || raw === null)
      throw new EventsInputError(`events[${index}] is not an object`);
    const event = raw as Record<string, unknown>;
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
        throw new EventsInputError(`events[${index}].type must be click, modal or arrival`);
    }
  });
}

export const eventsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { config, database } = services;
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
      let rows: TrackingEventRow[];
      try {
        rows = parseEvents(JSON.parse(typeof request.body === 'string' ? request.body : ''));
      } catch (error) {
        const message = error instanceof EventsInputError ? error.message : 'the body is not JSON';
        return reply.code(400).send({ message });
      }
      await database.db.insert(trackingEvents).values(rows);
      return reply.code(204).send();
    },
  );
  refuseOtherMethods(app, '/events', ['POST']);
};
