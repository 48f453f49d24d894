import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultCampaignData, type CampaignData } from '@hikari/shared/domain/core';

export const campaignDataSlice = createSlice({
  name: 'campaignData',
  initialState: defaultCampaignData,
  reducers: {
    campaignDataChanged(state, action: PayloadAction<Partial<CampaignData>>) {
      return { ...state, ...action.payload };
    },
    campaignDataReplaced(_state, action: PayloadAction<CampaignData>) {
      return action.payload;
    },
    campaignDataReset() {
      return defaultCampaignData;
    },
  },
  selectors: {
    selectCampaignData: (state) => state,
    selectCampaignPolicy: (state) => state.campaignPolicy,
  },
});

export const { campaignDataChanged, campaignDataReplaced, campaignDataReset } = campaignDataSlice.actions;
export const { selectCampaignData, selectCampaignPolicy } = campaignDataSlice.selectors;
