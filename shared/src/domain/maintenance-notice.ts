// What visitors are told about a maintenance, in one place: the shell shows
// it (notice modal, maintenance page) and the ops console previews it before
// ops save, so the preview is the text visitors will read.
import type { SettingsRecord } from './entities';
import { formatJstDateJa, jstParts, startOfJstDay } from './japan-time';
import { MAINTENANCE_MODAL_LEAD_MS, maintenanceWindow } from './maintenance';

export const maintenanceNoticeCopy = {
  modalTitle: 'メンテナンスのお知らせ',
  modalDefault:
    'システムメンテナンスを予定しております。メンテナンス中は、Webからのお申し込み・ご予約を受け付けることができません。ご不便をおかけしますが、ご理解のほどお願いいたします。',
  /** The notice on a page that stays open while maintenance is on (browsing, the simulation). */
  ongoingTitle: 'ただいまメンテナンス中です',
  ongoingDefault:
    'ただいまシステムメンテナンスを行っております。ページの閲覧や料金シミュレーションはご利用いただけますが、Webからのお申し込み・ご予約はメンテナンス終了後にお願いいたします。',
  pageTitle: 'ただいまメンテナンス中です',
  pageDefault:
    'ただいまシステムメンテナンスを行っております。メンテナンス中は、Webからのお申し込み・ご予約を受け付けることができません。ご不便をおかけしますが、終了までしばらくお待ちください。',
  periodLabel: '期間',
} as const;

const time = (instant: Date) => {
  const { hour, minute } = jstParts(instant);
  return `${hour}:${String(minute).padStart(2, '0')}`;
};

/** '2025年9月1日（月）1:00' in Japan time. */
export function formatJstDateTimeJa(instant: Date): string {
  return `${formatJstDateJa(instant)}${time(instant)}`;
}

/**
 * '2025年9月1日（月）1:00 ～ 2025年9月2日（火）23:59' in Japan time, or null
 * when the maintenance has no dated window (always-on, or no dates).
 */
export function maintenancePeriodLabel(settings: Pick<SettingsRecord, 'maintenance'>): string | null {
  const window = maintenanceWindow(settings);
  if (!window) return null;
  return `${formatJstDateTimeJa(window.start)} ～ ${formatJstDateTimeJa(window.end)}`;
}

/**
 * When the notice modal of a dated maintenance first shows (24 hours before
 * the first maintenance day begins), or null without a dated window.
 */
export function maintenanceModalFrom(settings: Pick<SettingsRecord, 'maintenance'>): Date | null {
  const window = maintenanceWindow(settings);
  if (!window) return null;
  return new Date(startOfJstDay(window.start).getTime() - MAINTENANCE_MODAL_LEAD_MS);
}
