import { formatJstDateJa, jstParts, maintenanceWindow, type SettingsRecord } from '@hikari/shared/domain';

const time = (instant: Date) => {
  const { hour, minute } = jstParts(instant);
  return `${hour}:${String(minute).padStart(2, '0')}`;
};

/**
 * '2025年9月1日（月）1:00 ～ 2025年9月2日（火）23:59' in Japan time, or null
 * when the maintenance has no dated window (always-on, or no dates).
 */
export function maintenancePeriodLabel(settings: Pick<SettingsRecord, 'maintenance'>): string | null {
  const window = maintenanceWindow(settings);
  if (!window) return null;
  return `${formatJstDateJa(window.start)}${time(window.start)} ～ ${formatJstDateJa(window.end)}${time(window.end)}`;
}

/** Identifies one announced maintenance, so a notice dismissed once stays dismissed until ops change it. */
export function maintenanceFingerprint(settings: Pick<SettingsRecord, 'maintenance'>): string {
  const { isAlwaysDisplay, category, text, firstDate, lastDate } = settings.maintenance;
  return JSON.stringify([isAlwaysDisplay, category, text, firstDate, lastDate]);
}
