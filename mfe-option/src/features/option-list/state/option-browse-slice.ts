import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lazySliceSelectors } from '@hikari/shared/store';
import type { OptionGroup } from '../../../content/option-summaries';

export interface OptionBrowseState {
  group: OptionGroup | 'all';
}

const initialState: OptionBrowseState = { group: 'all' };

export const optionBrowseSlice = createSlice({
  name: 'optionBrowse',
  initialState,
  reducers: {
    groupChosen(state, action: PayloadAction<OptionBrowseState['group']>) {
      state.group = action.payload;
    },
  },
  selectors: {
    selectGroup: (state) => state.group,
  },
});

export const { groupChosen } = optionBrowseSlice.actions;
export const { selectGroup } = lazySliceSelectors(optionBrowseSlice);
