// Checks what ops send to /ops/settings and /ops/maintenance before it
// reaches the record every page reads.
import { parseJstDateTime } from '@hikari/shared/domain';
import type { SettingsPatch } from '../schema/settings/settings-store';

export class OpsInputError extends Error {}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hour(value: unknown, name: string): number {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > 24) {
    throw new OpsInputError(`${name} must be an hour from 0 to 24`);
  }
  return value as number;
}

function date(value: unknown, name: string): string | null {
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !parseJstDateTime(value)) {
    throw new OpsInputError(`${name} must be YYYY-MM-DD or an ISO date-time (Japan time without offset)`);
  }
  return value.trim();
}

function str(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string' || value.length > max)
    throw new OpsInputError(`${name} must be text (at most ${max} characters)`);
  return value;
}

function bool(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') throw new OpsInputError(`${name} must be true or false`);
  return value;
}

function checkOrder(firstDate: string | null | undefined, lastDate: string | null | undefined): void {
  if (firstDate && lastDate && parseJstDateTime(lastDate)! < parseJstDateTime(firstDate)!) {
    throw new OpsInputError('lastDate is before firstDate');
  }
}

/** Body of POST /ops/settings: any of version, pickupId, callTime.*, maintenance.*. */
export function parseSettingsPatch(body: unknown): SettingsPatch {
  if (!isObject(body)) throw new OpsInputError('a JSON object is expected');
  const patch: SettingsPatch = {};
  for (const key of Object.keys(body)) {
    if (!['siteName', 'version', 'pickupId', 'callTime', 'maintenance'].includes(key)) {
      throw new OpsInputError(`unknown field ${key}`);
    }
  }
  if (body.version !== undefined) {
    const v = str(body.version, 'version', 50);
    if (!/^\d+(\.\d+){0,3}([-+][0-9A-Za-z.-]+)?$/.test(v))
      throw new OpsInputError('version must look like 4.0.1');
    patch.version = v;
  }
  if (body.pickupId !== undefined) {
    if (!Number.isInteger(body.pickupId) || (body.pickupId as number) < 0) {
      throw new OpsInputError('pickupId must be a non-negative integer');
    }
    patch.pickupId = body.pickupId as number;
  }
  if (body.callTime !== undefined) {
    if (!isObject(body.callTime)) throw new OpsInputError('callTime must be an object');
    patch.callTime = {};
    for (const [key, value] of Object.entries(body.callTime)) {
      if (!['displayFirstTime', 'displayLastTime', 'telFirstTime', 'telLastTime'].includes(key)) {
        throw new OpsInputError(`unknown field callTime.${key}`);
      }
      patch.callTime[key as keyof NonNullable<SettingsPatch['callTime']>] = hour(value, `callTime.${key}`);
    }
  }
  if (body.maintenance !== undefined) {
    if (!isObject(body.maintenance)) throw new OpsInputError('maintenance must be an object');
    const m = body.maintenance;
    const out: NonNullable<SettingsPatch['maintenance']> = {};
    for (const key of Object.keys(m)) {
      if (!['isAlwaysDisplay', 'category', 'text', 'firstDate', 'lastDate'].includes(key)) {
        throw new OpsInputError(`unknown field maintenance.${key}`);
      }
    }
    if (m.isAlwaysDisplay !== undefined)
      out.isAlwaysDisplay = bool(m.isAlwaysDisplay, 'maintenance.isAlwaysDisplay');
    if (m.category !== undefined) out.category = str(m.category, 'maintenance.category', 30);
    if (m.text !== undefined) out.text = str(m.text, 'maintenance.text', 2000);
    if (m.firstDate !== undefined) out.firstDate = date(m.firstDate, 'maintenance.firstDate');
    if (m.lastDate !== undefined) out.lastDate = date(m.lastDate, 'maintenance.lastDate');
    checkOrder(out.firstDate, out.lastDate);
    patch.maintenance = out;
  }
  return patch;
}

/**
 * Body of POST /ops/maintenance: {on, text?, category?, firstDate?, lastDate?, isAlwaysDisplay?}.
 * on without dates: maintenance now, until switched off (isAlwaysDisplay).
 * on with dates: the scheduled window (the modal shows from 24 h before).
 * off: no maintenance; text and category stay for next time.
 */
export function parseMaintenanceSwitch(body: unknown): SettingsPatch {
  if (!isObject(body)) throw new OpsInputError('a JSON object is expected');
  for (const key of Object.keys(body)) {
    if (!['siteName', 'on', 'text', 'category', 'firstDate', 'lastDate', 'isAlwaysDisplay'].includes(key)) {
      throw new OpsInputError(`unknown field ${key}`);
    }
  }
  const on = bool(body.on, 'on');
  const maintenance: NonNullable<SettingsPatch['maintenance']> = {};
  if (body.text !== undefined) maintenance.text = str(body.text, 'text', 2000);
  if (body.category !== undefined) maintenance.category = str(body.category, 'category', 30);
  if (!on) {
    return { maintenance: { ...maintenance, isAlwaysDisplay: false, firstDate: null, lastDate: null } };
  }
  const firstDate = body.firstDate === undefined ? null : date(body.firstDate, 'firstDate');
  const lastDate = body.lastDate === undefined ? null : date(body.lastDate, 'lastDate');
  checkOrder(firstDate, lastDate);
  const scheduled = firstDate !== null || lastDate !== null;
  if (scheduled && (firstDate === null || lastDate === null)) {
    throw new OpsInputError('give both firstDate and lastDate for a scheduled maintenance');
  }
  const isAlwaysDisplay =
    body.isAlwaysDisplay === undefined ? !scheduled : bool(body.isAlwaysDisplay, 'isAlwaysDisplay');
  return { maintenance: { ...maintenance, isAlwaysDisplay, firstDate, lastDate } };
}
