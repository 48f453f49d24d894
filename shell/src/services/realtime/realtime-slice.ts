import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lazySliceSelectors } from '@hikari/shared/store';
import type { ConnectionState, SubscriptionState } from './realtime-connection';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    realtime: RealtimeState;
  }
}

export interface RealtimeStatus {
  connection: ConnectionState;
  /** 'idle' before the first subscription is sent. */
  subscription: SubscriptionState | 'idle';
  /** Reconnect attempts since the last disruption. */
  reconnectAttempts: number;
}

export interface RealtimeState extends RealtimeStatus {
  /** ISO time of the last settings record the channel delivered. */
  lastSettingsAt: string | null;
}

const initialState: RealtimeState = {
  connection: 'Disconnected',
  subscription: 'idle',
  reconnectAttempts: 0,
  lastSettingsAt: null,
};

/** The settings channel as the page sees it (for the /test/ diagnostics page). */
export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    realtimeStatusChanged(state, action: PayloadAction<RealtimeStatus>) {
      Object.assign(state, action.payload);
    },
    realtimeSettingsDelivered(state, action: PayloadAction<string>) {
      state.lastSettingsAt = action.payload;
    },
  },
  selectors: {
    selectRealtime: (state) => state,
  },
});

export const { realtimeStatusChanged, realtimeSettingsDelivered } = realtimeSlice.actions;
export const { selectRealtime } = lazySliceSelectors(realtimeSlice);
