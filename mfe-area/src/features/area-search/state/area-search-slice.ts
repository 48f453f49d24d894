import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FAILED_AREA_RESULT, type AreaAddressInput, type BuildingType } from '@hikari/shared/domain';
import { lazySliceSelectors } from '@hikari/shared/store';
import type { AreaSearchOutcome } from '@hikari/shared/ui';
import { searchAddress, type AreaSearchSurface } from './search-address';

export type { AreaSearchSurface };

/** The address form as the visitor left it; buildingType is null until chosen. */
export interface AreaDraft extends Omit<AreaAddressInput, 'buildingType'> {
  buildingType: BuildingType | null;
}

export interface SurfaceState {
  searching: boolean;
  /** The answer shown instead of the form; null shows the form. Kept during a retry. */
  outcome: AreaSearchOutcome | null;
}

export interface AreaSearchState {
  /** One draft for both surfaces: an address typed on /area/ is there again in the application. */
  draft: AreaDraft;
  surfaces: Record<AreaSearchSurface, SurfaceState>;
}

export const emptyDraft: AreaDraft = {
  buildingType: null,
  postalCode: '',
  prefecture: '',
  city: '',
  town: '',
  chome: '',
  banchi: '',
  buildingName: '',
};

const idle: SurfaceState = { searching: false, outcome: null };

export const initialAreaSearchState: AreaSearchState = {
  draft: emptyDraft,
  surfaces: { page: idle, widget: idle },
};

export const areaSearchSlice = createSlice({
  name: 'areaSearch',
  initialState: initialAreaSearchState,
  reducers: {
    draftChanged(state, action: PayloadAction<Partial<AreaDraft>>) {
      Object.assign(state.draft, action.payload);
    },
    /** What the browser kept from before a reload (see area-search-storage). */
    areaSearchRestored(_state, action: PayloadAction<AreaSearchState>) {
      return action.payload;
    },
    /** Back to the form with the address as it was, to correct it. */
    resultDismissed(state, action: PayloadAction<AreaSearchSurface>) {
      state.surfaces[action.payload] = idle;
    },
    /** Back to an empty address; the building type stays, it rarely changes between two searches. */
    anotherAddressRequested(state, action: PayloadAction<AreaSearchSurface>) {
      state.surfaces[action.payload] = idle;
      state.draft = { ...emptyDraft, buildingType: state.draft.buildingType };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(searchAddress.pending, (state, action) => {
        state.surfaces[action.meta.arg.surface].searching = true;
      })
      .addCase(searchAddress.fulfilled, (state, action) => {
        state.surfaces[action.meta.arg.surface] = { searching: false, outcome: action.payload };
      })
      .addCase(searchAddress.rejected, (state, action) => {
        // searchArea turns every failure into a 'failed' answer; this covers a throw around it.
        const { surface, address } = action.meta.arg;
        state.surfaces[surface] = {
          searching: false,
          outcome: { address, result: { ...FAILED_AREA_RESULT } },
        };
      });
  },
  selectors: {
    selectAreaDraft: (state) => state.draft,
    selectAreaSurface: (state, surface: AreaSearchSurface) => state.surfaces[surface],
    selectAreaSearchState: (state) => state,
  },
});

export const { draftChanged, areaSearchRestored, resultDismissed, anotherAddressRequested } =
  areaSearchSlice.actions;
export const { selectAreaDraft, selectAreaSurface, selectAreaSearchState } =
  lazySliceSelectors(areaSearchSlice);
