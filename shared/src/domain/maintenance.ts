// Maintenance mode and modal (docs/business-rules.md#maintenance) and the settings the site
// falls back to when GetSettingLambda fails (docs/business-rules.md#settings-and-their-defaults).

import type { CampaignHeadline } from './headline-figure';
import { defaultCampaignOffer, parseCampaignOffer } from './campaign-offer';
import type { SettingsRecord } from './entities';
import { endOfJstDay, parseJstDateTime, startOfJstDay } from './japan-time';
import { findRoute } from './routes';

const HOUR_MS = 60 * 60 * 1000;

/** The modal appears this long before the first maintenance day starts. Default 24 h. */
export const MAINTENANCE_MODAL_LEAD_MS = 24 * HOUR_MS;

/** Category whose maintenance never shows the modal. */
export const MAINTENANCE_CATEGORY_RESERVE = 'reserve';

/** The maintenance categories in the console's words (the stored value 'tel' is the usual one). */
export const MAINTENANCE_CATEGORY_LABELS: Record<string, string> = {
  tel: '通常（お知らせを表示する）',
  [MAINTENANCE_CATEGORY_RESERVE]: '予約のみ（お知らせを表示しない）',
};

/** A category in words; one the console does not know is named as stored. */
export const maintenanceCategoryLabel = (category: string) =>
  MAINTENANCE_CATEGORY_LABELS[category] ?? `その他（${category}）`;

/** Used silently on any failure to read the settings (docs/business-rules.md#settings-and-their-defaults). */
export const DEFAULT_SETTINGS: SettingsRecord = {
  name: '',
  version: '4.0.0',
  pickupId: 218,
  callTime: { displayFirstTime: 10, displayLastTime: 18, telFirstTime: 10, telLastTime: 19 },
  maintenance: {
    isAlwaysDisplay: false,
    category: 'tel',
    text: '',
    firstDate: null,
    lastDate: null,
  },
  createdAt: null,
  updatedAt: null,
  campaignOffer: defaultCampaignOffer,
};

type MaintenanceSettings = Pick<SettingsRecord, 'maintenance'>;

const BARE_DATE = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

/**
 * When a maintenance ends: a bare date ('2026-12-01') runs to the end of
 * that Japanese calendar day ("the end of lastDate"); a date with a
 * time ('2026-12-01T04:00', Japan time) ends at that minute, so a night
 * window from 02:00 to 04:00 can be set. null when unreadable.
 */
export function maintenanceEnd(lastDate: string | null | undefined): Date | null {
  const last = parseJstDateTime(lastDate);
  if (!last) return null;
  return BARE_DATE.test(lastDate ?? '') ? endOfJstDay(last) : last;
}

/**
 * Start and end of the maintenance window, Japan time. firstDate counts from
 * its own instant (00:00 for a bare date); lastDate as maintenanceEnd says.
 * null when either date is missing or unreadable, or when the end is not
 * after the start (such a window never runs).
 */
export function maintenanceWindow(settings: MaintenanceSettings): { start: Date; end: Date } | null {
  const start = parseJstDateTime(settings.maintenance.firstDate);
  const end = maintenanceEnd(settings.maintenance.lastDate);
  if (!start || !end || end.getTime() <= start.getTime()) return null;
  return { start, end };
}

/** Maintenance mode: always when isAlwaysDisplay, else from firstDate to its end (maintenanceEnd), both included. */
export function isMaintenanceMode(settings: MaintenanceSettings, now: Date): boolean {
  if (settings.maintenance.isAlwaysDisplay) return true;
  const window = maintenanceWindow(settings);
  if (!window) return false;
  const t = now.getTime();
  return t >= window.start.getTime() && t <= window.end.getTime();
}

/**
 * The maintenance notice modal: never for category 'reserve'; always when
 * isAlwaysDisplay; otherwise from 24 hours before the start of the first
 * maintenance day (its 00:00 Japan time) to the end of lastDate.
 */
export function shouldShowMaintenanceModal(settings: MaintenanceSettings, now: Date): boolean {
  if (settings.maintenance.category === MAINTENANCE_CATEGORY_RESERVE) return false;
  if (settings.maintenance.isAlwaysDisplay) return true;
  const window = maintenanceWindow(settings);
  if (!window) return false;
  const t = now.getTime();
  const from = startOfJstDay(window.start).getTime() - MAINTENANCE_MODAL_LEAD_MS;
  return t >= from && t <= window.end.getTime();
}

/**
 * Whether maintenance mode replaces the page at this path with the
 * maintenance page: the pages whose entry in the remote registry says they
 * submit personal data with `maintenance-page`. Browsing, the area check and
 * the fee simulation send nothing and stay open; the API refuses every
 * submission during maintenance whatever page it comes from.
 */
export function blocksDuringMaintenance(pathname: string): boolean {
  return findRoute(pathname)?.submits === 'maintenance-page';
}

/**
 * The one maintenance message a visitor sees on a page, never two at once:
 * 'page' (the maintenance page replaces a submitting page), 'own' (the page
 * says it beside its form), 'ongoing' (the notice says maintenance is on
 * now), 'upcoming' (the notice announces it), or null. The 'reserve'
 * category shows no notice, only the page.
 */
export type MaintenanceMessage = 'page' | 'own' | 'ongoing' | 'upcoming' | null;

export function maintenanceMessage(
  settings: MaintenanceSettings,
  now: Date,
  pathname: string,
): MaintenanceMessage {
  const on = isMaintenanceMode(settings, now);
  if (on && blocksDuringMaintenance(pathname)) return 'page';
  const route = findRoute(pathname);
  if (on && route?.submits === 'own-notice') return 'own';
  if (!shouldShowMaintenanceModal(settings, now)) return null;
  return on ? 'ongoing' : 'upcoming';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isDateField = (v: unknown) => v === null || v === undefined || typeof v === 'string';

/**
 * The settings to run with: the answer when it has the settings shape,
 * DEFAULT_SETTINGS otherwise (error, null, a partial object). A malformed
 * answer must not half-configure the site, so it is all or nothing.
 */
export function settingsOrDefaults(answer: unknown): SettingsRecord {
  if (!isObject(answer)) return DEFAULT_SETTINGS;
  const { version, pickupId, callTime, maintenance } = answer;
  if (typeof version !== 'string' || version === '' || !isNumber(pickupId)) return DEFAULT_SETTINGS;
  if (!isObject(callTime) || !isObject(maintenance)) return DEFAULT_SETTINGS;
  const times = ['displayFirstTime', 'displayLastTime', 'telFirstTime', 'telLastTime'] as const;
  if (!times.every((key) => isNumber(callTime[key]))) return DEFAULT_SETTINGS;
  if (typeof maintenance.isAlwaysDisplay !== 'boolean' || typeof maintenance.category !== 'string') {
    return DEFAULT_SETTINGS;
  }
  if (!isDateField(maintenance.firstDate) || !isDateField(maintenance.lastDate)) return DEFAULT_SETTINGS;
  // An unreadable offer costs only the offer (the seeded one is used), not the maintenance switch.
  const offer = answer.campaignOffer === undefined ? null : parseCampaignOffer(answer.campaignOffer);
  return {
    name: typeof answer.name === 'string' ? answer.name : '',
    version,
    pickupId,
    callTime: {
      displayFirstTime: callTime.displayFirstTime as number,
      displayLastTime: callTime.displayLastTime as number,
      telFirstTime: callTime.telFirstTime as number,
      telLastTime: callTime.telLastTime as number,
    },
    maintenance: {
      isAlwaysDisplay: maintenance.isAlwaysDisplay,
      category: maintenance.category,
      text: typeof maintenance.text === 'string' ? maintenance.text : '',
      firstDate: (maintenance.firstDate as string | null | undefined) ?? null,
      lastDate: (maintenance.lastDate as string | null | undefined) ?? null,
    },
    createdAt: typeof answer.createdAt === 'string' ? answer.createdAt : null,
    updatedAt: typeof answer.updatedAt === 'string' ? answer.updatedAt : null,
    campaignOffer: offer?.ok ? offer.offer : defaultCampaignOffer,
    // The server's headline serves its own offer only.
    ...(offer?.ok && isHeadline(answer.campaignHeadline)
      ? { campaignHeadline: answer.campaignHeadline }
      : {}),
  };
}

function isHeadline(value: unknown): value is CampaignHeadline {
  return (
    isObject(value) &&
    isNumber(value.maxCashBack) &&
    value.maxCashBack >= 0 &&
    (value.validUntil === null ||
      (typeof value.validUntil === 'string' && !Number.isNaN(new Date(value.validUntil).getTime())))
  );
}
