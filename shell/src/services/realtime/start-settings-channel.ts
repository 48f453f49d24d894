import { createClient } from 'graphql-ws/client';
import { forgetGuestToken, getGuestToken, SITE_SETTINGS_NAME } from '@hikari/shared/api/http';
import { DEFAULT_SETTINGS, settingsOrDefaults } from '@hikari/shared/domain/core';
import { injectSlice, settingsReceived, type AppStoreBundle } from '@hikari/shared/store';
import { realtimeSettingsDelivered, realtimeSlice, realtimeStatusChanged } from './realtime-slice';
import { SettingsChannel } from './settings-channel';

/** ws(s)://<this host>/graphql. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

/**
 * Opens the settings channel for the page: every record it delivers
 * replaces the settings in the store, so maintenance and call hours follow
 * ops without a reload. A record without the settings shape is ignored
 * rather than replaced by the defaults. Without WebSocket support, or with
 * no API behind the site, the page simply keeps the settings it has.
 * Returns the stop function.
 */
export function startSettingsChannel(bundle: AppStoreBundle): () => void {
  injectSlice(realtimeSlice, bundle);
  if (typeof WebSocket === 'undefined') return () => undefined;
  const { dispatch } = bundle.store;
  const channel = new SettingsChannel({
    url: realtimeUrl(),
    siteName: SITE_SETTINGS_NAME,
    getToken: () => getGuestToken(),
    forgetToken: forgetGuestToken,
    createClient,
    onSettings: (answer) => {
      const record = settingsOrDefaults(answer);
      if (record === DEFAULT_SETTINGS) return;
      dispatch(settingsReceived({ record, source: 'realtime' }));
      dispatch(realtimeSettingsDelivered(new Date().toISOString()));
    },
    onStatus: (status) => dispatch(realtimeStatusChanged(status)),
  });
  channel.start();
  return () => channel.stop();
}
