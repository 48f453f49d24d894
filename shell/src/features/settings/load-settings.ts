import { getSettingLambda, SITE_SETTINGS_NAME } from '@hikari/shared/api';
import { DEFAULT_SETTINGS, settingsOrDefaults } from '@hikari/shared/domain';
import { settingsReceived, type AppDispatch } from '@hikari/shared/store';

/**
 * GetSettingLambda once at start (spec section 7). Any failure, and an
 * answer without the settings shape, gives the spec's defaults, silently:
 * nothing is shown to the visitor and nothing is reported.
 */
export async function loadSettings(dispatch: AppDispatch): Promise<void> {
  const request = dispatch(getSettingLambda.initiate({ siteName: SITE_SETTINGS_NAME }, { subscribe: false }));
  const answer = await request;
  const record = answer.isSuccess ? settingsOrDefaults(answer.data) : DEFAULT_SETTINGS;
  dispatch(settingsReceived({ record, source: record === DEFAULT_SETTINGS ? 'defaults' : 'server' }));
}
