import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lazySliceSelectors } from '@hikari/shared/store';

/** UI state of the fee simulation page; the choices themselves live in the shared planData. */
export interface SimulationUiState {
  /** Whether the visitor opened the detailed price breakdown. */
  isBreakdownOpen: boolean;
}

const initialState: SimulationUiState = { isBreakdownOpen: false };

export const simulationSlice = createSlice({
  name: 'simulation',
  initialState,
  reducers: {
    breakdownToggled(state) {
      state.isBreakdownOpen = !state.isBreakdownOpen;
    },
    breakdownOpened(state, action: PayloadAction<boolean>) {
      state.isBreakdownOpen = action.payload;
    },
  },
  selectors: {
    selectIsBreakdownOpen: (state) => state.isBreakdownOpen,
  },
});

export const { breakdownToggled, breakdownOpened } = simulationSlice.actions;
export const { selectIsBreakdownOpen } = lazySliceSelectors(simulationSlice);
