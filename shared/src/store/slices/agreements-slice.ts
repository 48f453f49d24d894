import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgreeOfTelecomServiceInfo } from '@hikari/shared/domain/core';

export interface AgreementsState {
  agreeOfTelecomServiceInfo: AgreeOfTelecomServiceInfo;
}

const initialState: AgreementsState = {
  agreeOfTelecomServiceInfo: { isNet: false, isPhone: false, isTV: false, isGigazo: false },
};

export const agreementsSlice = createSlice({
  name: 'agreements',
  initialState,
  reducers: {
    telecomAgreementChanged(state, action: PayloadAction<Partial<AgreeOfTelecomServiceInfo>>) {
      Object.assign(state.agreeOfTelecomServiceInfo, action.payload);
    },
    agreementsReset() {
      return initialState;
    },
  },
  selectors: {
    selectTelecomAgreements: (state) => state.agreeOfTelecomServiceInfo,
  },
});

export const { telecomAgreementChanged, agreementsReset } = agreementsSlice.actions;
export const { selectTelecomAgreements } = agreementsSlice.selectors;
