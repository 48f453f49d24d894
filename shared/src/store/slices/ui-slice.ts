import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface BannerState {
  isApply: boolean;
  type: 'area' | 'other';
}

export interface UiState {
  isDrawerOpen: boolean;
  isPhoneModalOpen: boolean;
  banner: BannerState;
}

const initialState: UiState = {
  isDrawerOpen: false,
  isPhoneModalOpen: false,
  banner: { isApply: true, type: 'other' },
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    drawerOpened(state) {
      state.isDrawerOpen = true;
    },
    drawerClosed(state) {
      state.isDrawerOpen = false;
    },
    phoneModalOpened(state) {
      state.isPhoneModalOpen = true;
    },
    phoneModalClosed(state) {
      state.isPhoneModalOpen = false;
    },
    bannerChanged(state, action: PayloadAction<Partial<BannerState>>) {
      Object.assign(state.banner, action.payload);
    },
  },
  selectors: {
    selectIsDrawerOpen: (state) => state.isDrawerOpen,
    selectIsPhoneModalOpen: (state) => state.isPhoneModalOpen,
    selectBanner: (state) => state.banner,
  },
});

export const { drawerOpened, drawerClosed, phoneModalOpened, phoneModalClosed, bannerChanged } =
  uiSlice.actions;
export const { selectIsDrawerOpen, selectIsPhoneModalOpen, selectBanner } = uiSlice.selectors;
