import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lazySliceSelectors } from '@hikari/shared/store';
import type { BuildingType } from '@hikari/shared/domain';

export interface AreaSearchState {
  /** The building type chosen in the first step, null before the choice. */
  buildingType: BuildingType | null;
}

const initialState: AreaSearchState = { buildingType: null };

export const areaSearchSlice = createSlice({
  name: 'areaSearch',
  initialState,
  reducers: {
    buildingTypeChosen(state, action: PayloadAction<BuildingType>) {
      state.buildingType = action.payload;
    },
  },
  selectors: {
    selectAreaBuildingType: (state) => state.buildingType,
  },
});

export const { buildingTypeChosen } = areaSearchSlice.actions;
export const { selectAreaBuildingType } = lazySliceSelectors(areaSearchSlice);
