import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccessLog } from '@hikari/shared/domain/core';

export interface AccessLogState extends AccessLog {
  /** Traffic source of this visit, classified on arrival. */
  source: string | null;
  /** Query parameters read on arrival that later steps use (introductionId, plan …). */
  arrivalParams: Record<string, string>;
}

const initialState: AccessLogState = { totalCount: 0, log: [], source: null, arrivalParams: {} };

export const accessLogSlice = createSlice({
  name: 'accessLog',
  initialState,
  reducers: {
    accessLogLoaded(state, action: PayloadAction<AccessLog>) {
      state.totalCount = action.payload.totalCount;
      state.log = action.payload.log;
    },
    arrivalRecorded(state, action: PayloadAction<{ source: string; arrivalParams: Record<string, string> }>) {
      state.source = action.payload.source;
      state.arrivalParams = action.payload.arrivalParams;
    },
  },
  selectors: {
    selectAccessLog: (state) => state,
    selectArrivalParams: (state) => state.arrivalParams,
  },
});

export const { accessLogLoaded, arrivalRecorded } = accessLogSlice.actions;
export const { selectAccessLog, selectArrivalParams } = accessLogSlice.selectors;
