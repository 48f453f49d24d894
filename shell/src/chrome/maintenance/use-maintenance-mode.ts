import { isMaintenanceMode } from '@hikari/shared/domain/core';
import { useNow } from '../../services/clock';
import { useSettings } from '../../services/settings';

/** Maintenance mode (docs/business-rules.md#maintenance), following the live settings and the clock. */
export function useMaintenanceMode(): boolean {
  const settings = useSettings();
  const now = useNow();
  return isMaintenanceMode(settings, now);
}
