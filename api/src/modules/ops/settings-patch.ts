// Checks what ops send to /ops/settings and /ops/maintenance before it
// reaches the record every page reads.
import { maintenanceEnd, parseJstDateTime, type SettingsRecord } from '@hikari/shared/domain';
import type { SettingsPatch } from '../settings/settings-store';

import { OpsInputError } from './request-input';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hour(value: unknown, name: string): number {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > 24) {
    throw new OpsInputError(`${name} は 0 から 24 までの整数（時）で指定してください`);
  }
  return value as number;
}

function date(value: unknown, name: string): string | null {
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !parseJstDateTime(value)) {
    throw new OpsInputError(`${name} は YYYY-MM-DD か YYYY-MM-DDTHH:mm（日本時間）で指定してください`);
  }
  return value.trim();
}

function str(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string' || value.length > max)
    throw new OpsInputError(`${name} は ${max} 文字までの文字列で指定してください`);
  return value;
}

function bool(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') throw new OpsInputError(`${name} は true か false で指定してください`);
  return value;
}

/**
 * The window ends where shared maintenanceEnd says (a bare lastDate at the
 * end of that day in Japan, a date-time at that minute), so 02:00 to 04:00
 * of one night is fine; an end not after the start is refused.
 */
function checkOrder(firstDate: string | null | undefined, lastDate: string | null | undefined): void {
  if (firstDate && lastDate && maintenanceEnd(lastDate)! <= parseJstDateTime(firstDate)!) {
    throw new OpsInputError('終了日時（lastDate）が開始日時（firstDate）より後ではありません');
  }
}

/** A settings change as ops send it: bumpVersion asks for the next version instead of naming one. */
export interface OpsSettingsPatch extends SettingsPatch {
  bumpVersion?: boolean;
}

/**
 * The version after `version`: its last number plus one, any suffix dropped
 * ('4.0.1' -> '4.0.2', '4.0.1-rc.1' -> '4.0.2'). A new version makes every
 * open page reload once.
 */
export function nextVersion(version: string): string {
  const numbers = /^\d+(\.\d+){0,3}/.exec(version.trim())?.[0];
  if (!numbers) return '1';
  const parts = numbers.split('.').map(Number);
  parts[parts.length - 1] = parts[parts.length - 1]! + 1;
  return parts.join('.');
}

/** Body of POST /ops/settings: any of version (or bumpVersion: true), pickupId, callTime.*, maintenance.*. */
export function parseSettingsPatch(body: unknown): OpsSettingsPatch {
  if (!isObject(body)) throw new OpsInputError('JSON のオブジェクトを送ってください');
  const patch: OpsSettingsPatch = {};
  for (const key of Object.keys(body)) {
    if (
      ![
        'siteName',
        'seenUpdatedAt',
        'version',
        'bumpVersion',
        'pickupId',
        'callTime',
        'maintenance',
      ].includes(key)
    ) {
      throw new OpsInputError(`${key} という項目はありません`);
    }
  }
  if (body.version !== undefined) {
    const v = str(body.version, 'version', 50);
    if (!/^\d+(\.\d+){0,3}([-+][0-9A-Za-z.-]+)?$/.test(v))
      throw new OpsInputError('version は 4.0.1 のような形で指定してください');
    patch.version = v;
  }
  if (body.bumpVersion !== undefined && bool(body.bumpVersion, 'bumpVersion')) {
    if (patch.version !== undefined) {
      throw new OpsInputError('version と bumpVersion は同時に指定できません');
    }
    patch.bumpVersion = true;
  }
  if (body.pickupId !== undefined) {
    if (!Number.isInteger(body.pickupId) || (body.pickupId as number) < 0) {
      throw new OpsInputError('pickupId は 0 以上の整数で指定してください');
    }
    patch.pickupId = body.pickupId as number;
  }
  if (body.callTime !== undefined) {
    if (!isObject(body.callTime)) throw new OpsInputError('callTime はオブジェクトで指定してください');
    patch.callTime = {};
    for (const [key, value] of Object.entries(body.callTime)) {
      if (!['displayFirstTime', 'displayLastTime', 'telFirstTime', 'telLastTime'].includes(key)) {
        throw new OpsInputError(`callTime.${key} という項目はありません`);
      }
      patch.callTime[key as keyof NonNullable<SettingsPatch['callTime']>] = hour(value, `callTime.${key}`);
    }
  }
  if (body.maintenance !== undefined) {
    if (!isObject(body.maintenance)) throw new OpsInputError('maintenance はオブジェクトで指定してください');
    const m = body.maintenance;
    const out: NonNullable<SettingsPatch['maintenance']> = {};
    for (const key of Object.keys(m)) {
      if (!['isAlwaysDisplay', 'category', 'text', 'firstDate', 'lastDate'].includes(key)) {
        throw new OpsInputError(`maintenance.${key} という項目はありません`);
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
  if (Object.keys(patch).length === 0) throw new OpsInputError('変更する項目がありません');
  return patch;
}

const CALL_TIME_LABELS = {
  display: '電話番号を表示する時間',
  tel: '電話受付時間',
} as const;

/**
 * Checks the record the patch would make: every start hour before its end
 * hour, the maintenance window's end not before its start. The patch alone
 * cannot tell (it may change only one of the two).
 */
export function checkSettingsResult(current: SettingsRecord, patch: SettingsPatch): void {
  const callTime = { ...current.callTime, ...patch.callTime };
  for (const pair of ['display', 'tel'] as const) {
    const first = callTime[`${pair}FirstTime`];
    const last = callTime[`${pair}LastTime`];
    if (first >= last) {
      throw new OpsInputError(
        `${CALL_TIME_LABELS[pair]}の終わり（${last}時）が始まり（${first}時）より後になるようにしてください`,
      );
    }
  }
  const maintenance = { ...current.maintenance, ...patch.maintenance };
  checkOrder(maintenance.firstDate, maintenance.lastDate);
}

/**
 * Body of POST /ops/maintenance: {on, text?, category?, firstDate?, lastDate?, isAlwaysDisplay?}.
 * on without dates: maintenance now, until switched off (isAlwaysDisplay).
 * on with dates: the scheduled window (the modal shows from 24 h before).
 * off: no maintenance; text and category stay for next time.
 */
export function parseMaintenanceSwitch(body: unknown): SettingsPatch {
  if (!isObject(body)) throw new OpsInputError('JSON のオブジェクトを送ってください');
  for (const key of Object.keys(body)) {
    if (
      ![
        'siteName',
        'seenUpdatedAt',
        'on',
        'text',
        'category',
        'firstDate',
        'lastDate',
        'isAlwaysDisplay',
      ].includes(key)
    ) {
      throw new OpsInputError(`${key} という項目はありません`);
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
    throw new OpsInputError(
      '予定するメンテナンスには開始日時（firstDate）と終了日時（lastDate）の両方が必要です',
    );
  }
  const isAlwaysDisplay =
    body.isAlwaysDisplay === undefined ? !scheduled : bool(body.isAlwaysDisplay, 'isAlwaysDisplay');
  return { maintenance: { ...maintenance, isAlwaysDisplay, firstDate, lastDate } };
}
