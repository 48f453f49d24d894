import { getSettingLambda, SITE_SETTINGS_NAME } from '@hikari/shared/api';
import { settingsOrDefaults } from '@hikari/shared/domain';
import { settingsReceived, type AppDispatch } from '@hikari/shared/store';

/**
 * After the API refused because of maintenance, reads the settings again so
 * the page shows the maintenance notice even if the realtime channel has not
 * told it yet (maintenance began while the page was open).
 */
export async function refreshSettings(dispatch: AppDispatch): Promise<void> {
  const answer = await dispatch(
    getSettingLambda.initiate({ siteName: SITE_SETTINGS_NAME }, { subscribe: false, forceRefetch: true }),
  );
  if (answer.isSuccess)
    dispatch(settingsReceived({ record: settingsOrDefaults(answer.data), source: 'server' }));
}
