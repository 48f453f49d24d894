import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lazySliceSelectors } from '@hikari/shared/store';
import type { CampaignCategory } from '../../../content/campaign-summaries';

export interface CampaignBrowseState {
  category: CampaignCategory | 'all';
}

const initialState: CampaignBrowseState = { category: 'all' };

export const campaignBrowseSlice = createSlice({
  name: 'campaignBrowse',
  initialState,
  reducers: {
    categoryChosen(state, action: PayloadAction<CampaignBrowseState['category']>) {
      state.category = action.payload;
    },
  },
  selectors: {
    selectCategory: (state) => state.category,
  },
});

export const { categoryChosen } = campaignBrowseSlice.actions;
export const { selectCategory } = lazySliceSelectors(campaignBrowseSlice);
