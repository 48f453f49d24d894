// The settings record GET /ops/settings answers in the console's tests: the
// site's defaults (shared), stored under the site's name.
import { DEFAULT_SETTINGS } from '@hikari/shared/domain';

export const storedSettings = { ...DEFAULT_SETTINGS, name: 'hikari', updatedAt: '2026-11-25T00:00:00.000Z' };
