import { getSettingLambda, SITE_SETTINGS_NAME, type GraphqlError } from '@hikari/shared/api';
import { settingsOrDefaults } from '@hikari/shared/domain';
import { settingsReceived, type AppDispatch } from '@hikari/shared/store';
import { failureMessage, isMaintenanceRefusal, type FailureCopy } from './failure';

/**
 * After a maintenance refusal, reads the settings again so the shell shows
 * its maintenance notice even if the realtime channel has not told this page
 * yet (maintenance began while the page was open). The form's answers stay
 * in the store, so they are there again when maintenance ends.
 */
export async function refreshSettingsAfterRefusal(dispatch: AppDispatch): Promise<void> {
  const answer = await dispatch(
    getSettingLambda.initiate({ siteName: SITE_SETTINGS_NAME }, { subscribe: false, forceRefetch: true }),
  );
  if (answer.isSuccess)
    dispatch(settingsReceived({ record: settingsOrDefaults(answer.data), source: 'server' }));
}

/**
 * What a refused submission tells the visitor (failureMessage), and, when
 * the refusal is maintenance, the settings read again so the shell's
 * maintenance notice says the same: every form goes through here.
 */
export function refusalMessage(dispatch: AppDispatch, error: GraphqlError, copy: FailureCopy): string {
  if (isMaintenanceRefusal(error)) void refreshSettingsAfterRefusal(dispatch);
  return failureMessage(error, copy);
}
