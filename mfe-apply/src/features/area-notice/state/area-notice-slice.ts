import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AreaNoticeKind } from '@hikari/shared/forms';
import { lazySliceSelectors } from '@hikari/shared/store';
import type { PendingKey } from '@hikari/shared/domain';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    areaNotice: AreaNoticeState;
  }
}

/** The out-of-area form as typed; the kind is '' until chosen. */
export interface AreaNoticeDraft {
  kind: AreaNoticeKind | '';
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  mail: string;
  phone: string;
  buildingType: 0 | 1;
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  line1: string;
  buildingName: string;
  message: string;
}

/** What the reception shows: the number and the kind, nothing that names the visitor. */
export interface AreaNoticeReceived {
  receptionId: string;
  kind: AreaNoticeKind;
}

export interface AreaNoticeState {
  draft: AreaNoticeDraft;
  received: AreaNoticeReceived | null;
  pendingKey: PendingKey | null;
}

export const emptyAreaNoticeDraft: AreaNoticeDraft = {
  kind: '',
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  mail: '',
  phone: '',
  buildingType: 0,
  postalCode: '',
  prefecture: '',
  city: '',
  town: '',
  line1: '',
  buildingName: '',
  message: '',
};

export const initialAreaNoticeState: AreaNoticeState = {
  draft: emptyAreaNoticeDraft,
  received: null,
  pendingKey: null,
};

export const areaNoticeSlice = createSlice({
  name: 'areaNotice',
  initialState: initialAreaNoticeState,
  reducers: {
    areaNoticeDraftChanged(state, action: PayloadAction<AreaNoticeDraft>) {
      state.draft = action.payload;
    },
    /** What an earlier page of this tab left (see area-notice-storage). */
    areaNoticeRestored(_state, action: PayloadAction<AreaNoticeState>) {
      return action.payload;
    },
    areaNoticeKeyDrawn(state, action: PayloadAction<PendingKey>) {
      state.pendingKey = action.payload;
    },
    /** Stored: the personal answers leave the tab; the key stays so a stray resend replays this answer. */
    areaNoticeReceived(state, action: PayloadAction<AreaNoticeReceived>) {
      state.received = action.payload;
      state.draft = emptyAreaNoticeDraft;
    },
    areaNoticeStartedOver() {
      return initialAreaNoticeState;
    },
  },
  selectors: {
    selectAreaNoticeState: (state) => state,
    selectAreaNoticeDraft: (state) => state.draft,
    selectAreaNoticeReceived: (state) => state.received,
    selectAreaNoticePendingKey: (state) => state.pendingKey,
  },
});

export const {
  areaNoticeDraftChanged,
  areaNoticeRestored,
  areaNoticeKeyDrawn,
  areaNoticeReceived,
  areaNoticeStartedOver,
} = areaNoticeSlice.actions;
export const {
  selectAreaNoticeState,
  selectAreaNoticeDraft,
  selectAreaNoticeReceived,
  selectAreaNoticePendingKey,
} = lazySliceSelectors(areaNoticeSlice);
