import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CONTACT_TIME_SLOTS, CONTACT_TOPICS } from '@hikari/shared/forms';
import { lazySliceSelectors } from '@hikari/shared/store';
import type { PendingKey } from '@hikari/shared/domain';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    contact: ContactState;
  }
}

export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export type ContactTimeSlot = (typeof CONTACT_TIME_SLOTS)[number];

/** The booking form as typed; a choice is '' until made. */
export interface ContactDraft {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  phone: string;
  mail: string;
  postalCode: string;
  address: string;
  contractNumber: string;
  topic: ContactTopic | '';
  firstChoiceDate: string;
  firstChoiceTime: ContactTimeSlot | '';
  secondChoiceDate: string;
  secondChoiceTime: ContactTimeSlot | '';
  message: string;
}

export interface RequestedSlot {
  date: string;
  time: ContactTimeSlot;
}

/** What the reception page shows: the number and what was asked for, nothing that names the visitor. */
export interface ContactReceived {
  receptionId: string;
  topic: ContactTopic;
  /** null for a topic that needs no visit. */
  firstChoice: RequestedSlot | null;
  secondChoice: RequestedSlot | null;
}

export interface ContactState {
  draft: ContactDraft;
  received: ContactReceived | null;
  pendingKey: PendingKey | null;
}

export const emptyContactDraft: ContactDraft = {
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  phone: '',
  mail: '',
  postalCode: '',
  address: '',
  contractNumber: '',
  topic: '',
  firstChoiceDate: '',
  firstChoiceTime: '',
  secondChoiceDate: '',
  secondChoiceTime: '',
  message: '',
};

export const initialContactState: ContactState = {
  draft: emptyContactDraft,
  received: null,
  pendingKey: null,
};

export const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {
    contactDraftChanged(state, action: PayloadAction<ContactDraft>) {
      state.draft = action.payload;
    },
    /** What an earlier page of this tab left (see contact-storage). */
    contactRestored(_state, action: PayloadAction<ContactState>) {
      return action.payload;
    },
    contactKeyDrawn(state, action: PayloadAction<PendingKey>) {
      state.pendingKey = action.payload;
    },
    /**
     * The booking is stored: the personal answers leave the tab. The key
     * stays, so a stray second submit replays this answer instead of
     * booking twice.
     */
    contactReceived(state, action: PayloadAction<ContactReceived>) {
      state.received = action.payload;
      state.draft = emptyContactDraft;
    },
    contactStartedOver() {
      return initialContactState;
    },
  },
  selectors: {
    selectContactState: (state) => state,
    selectContactDraft: (state) => state.draft,
    selectContactReceived: (state) => state.received,
    selectContactPendingKey: (state) => state.pendingKey,
  },
});

export const { contactDraftChanged, contactRestored, contactKeyDrawn, contactReceived, contactStartedOver } =
  contactSlice.actions;
export const { selectContactState, selectContactDraft, selectContactReceived, selectContactPendingKey } =
  lazySliceSelectors(contactSlice);
