import { requestSettings, SITE_SETTINGS_NAME } from '@hikari/shared/api/http';
import { DEFAULT_SETTINGS, settingsOrDefaults } from '@hikari/shared/domain/core';
import { selectSettingsSource, settingsReceived, type AppStore } from '@hikari/shared/store';

/**
 * GetSettingLambda once at start (docs/business-rules.md#settings-and-their-defaults). Any failure, and an
 * answer without the settings shape, gives the default settings, silently:
 * nothing is shown to the visitor and nothing is reported. When the
 * realtime channel delivered a record while the query was under way, that
 * record stands: the channel sends the current record first and every
 * change after it, so it is never older than the query's answer.
 */
export async function loadSettings(store: Pick<AppStore, 'dispatch' | 'getState'>): Promise<void> {
  // Without RTK Query, which only the pages that make calls of their own load.
  const answer = await requestSettings({ siteName: SITE_SETTINGS_NAME });
  if (selectSettingsSource(store.getState()) === 'realtime') return;
  const record = 'data' in answer ? settingsOrDefaults(answer.data) : DEFAULT_SETTINGS;
  store.dispatch(settingsReceived({ record, source: record === DEFAULT_SETTINGS ? 'defaults' : 'server' }));
}
