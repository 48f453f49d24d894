// The pages' own speed and errors (real user monitoring) sent to POST /events
// with the click and arrival tracking (issue 19): a page view, an error or a
// web vital of one route. The canary check (modules/canary) compares a
// remote's canary version with its live one from these rows.
//
// The visitor, the cohort and the version are never the body's: the visitor
// is the request's signed `hikari_vid` cookie, and the cohort and version of
// the route's owner are the ones the server gives that visitor's bucket at
// the time (routes.ts), so a client cannot file its events under a cohort
// or a version of its choosing. A `version` or `cohort` in the body is ignored.
//
// Nothing personal is kept: the visitor is stored only as a keyed hash; an
// error message is cut to 200 characters with mail addresses and long numbers
// masked.
import {
  findRoute,
  isRemoteName,
  isVitalInRange,
  isVitalName,
  rumMessageText,
  VITAL_NAMES,
  vitalMax,
  type RumKind,
} from '@hikari/shared/domain';
import { rumEvents } from '../../db/schema';

/** A stored row without what the server adds: the visitor, its address's hash, the cohort and the version. */
export type RumEventInput = Omit<
  typeof rumEvents.$inferInsert,
  'visitor' | 'source' | 'cohort' | 'version' | 'id' | 'createdAt'
>;

export class RumInputError extends Error {}

/**
 * One RUM event of a batch, checked field by field; RumInputError names the
 * first bad field (the whole batch is then refused).
 */
export function parseRumEvent(event: Record<string, unknown>, index: number): RumEventInput {
  const at = (field: string) => `events[${index}].${field}`;
  const kind = event.type as RumKind;
  const { route, remote } = event;
  if (typeof route !== 'string' || findRoute(route)?.path !== route) {
    throw new RumInputError(`${at('route')} must be a path of the route table`);
  }
  if (remote !== 'shell' && !isRemoteName(remote)) {
    throw new RumInputError(`${at('remote')} must be shell or a remote's name`);
  }
  if (findRoute(route)!.owner !== remote) {
    throw new RumInputError(`${at('remote')} must be the owner of ${route}`);
  }
  const row: RumEventInput = {
    kind,
    route,
    remote,
    metric: null,
    value: null,
    message: null,
  };
  if (kind === 'error') {
    if (event.message !== undefined && event.message !== null && typeof event.message !== 'string') {
      throw new RumInputError(`${at('message')} must be text`);
    }
    const message = typeof event.message === 'string' ? rumMessageText(event.message) : '';
    return { ...row, message: message === '' ? null : message };
  }
  if (kind === 'vital') {
    const { name, value } = event;
    if (!isVitalName(name)) {
      throw new RumInputError(`${at('name')} must be one of ${VITAL_NAMES.join(', ')}`);
    }
    if (!isVitalInRange(name, value)) {
      throw new RumInputError(`${at('value')} must be a number from 0 to ${vitalMax(name)}`);
    }
    return { ...row, metric: name, value };
  }
  return row;
}
