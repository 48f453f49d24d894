import type { SettingsRecord } from '@hikari/shared/domain/core';

// The period label is shared with the ops console's preview.
export { maintenancePeriodLabel } from '@hikari/shared/domain/core';

/** Identifies one announced maintenance, so a notice dismissed once stays dismissed until ops change it. */
export function maintenanceFingerprint(settings: Pick<SettingsRecord, 'maintenance'>): string {
  const { isAlwaysDisplay, category, text, firstDate, lastDate } = settings.maintenance;
  return JSON.stringify([isAlwaysDisplay, category, text, firstDate, lastDate]);
}
