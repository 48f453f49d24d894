import { DEFAULT_SETTINGS, type SettingsRecord } from '@hikari/shared/domain/core';
import { selectSettings, useAppSelector } from '@hikari/shared/store';

/**
 * The settings the page runs with: the latest record (from the server, the
 * realtime channel or the last visit) or, before any arrives and whenever
 * none can be read, the default settings.
 */
export function useSettings(): SettingsRecord {
  return useAppSelector(selectSettings) ?? DEFAULT_SETTINGS;
}
