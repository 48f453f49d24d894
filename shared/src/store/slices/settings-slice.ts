import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SettingsRecord } from '@hikari/shared/domain/core';

export interface SettingsState {
  /** null until the first answer (or the defaults after a failure) arrives. */
  record: SettingsRecord | null;
  source: 'none' | 'server' | 'defaults' | 'realtime';
  /** The version this browser last ran with (docs/business-rules.md#version-check-and-new-builds, version check). */
  storedVersion: string | null;
}

const initialState: SettingsState = { record: null, source: 'none', storedVersion: null };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsReceived(
      state,
      action: PayloadAction<{ record: SettingsRecord; source: SettingsState['source'] }>,
    ) {
      state.record = action.payload.record;
      state.source = action.payload.source;
    },
    storedVersionChanged(state, action: PayloadAction<string>) {
      state.storedVersion = action.payload;
    },
  },
  selectors: {
    selectSettings: (state) => state.record,
    selectSettingsSource: (state) => state.source,
    selectStoredVersion: (state) => state.storedVersion,
  },
});

export const { settingsReceived, storedVersionChanged } = settingsSlice.actions;
export const { selectSettings, selectSettingsSource, selectStoredVersion } = settingsSlice.selectors;
