import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TRANSFER_TYPES } from '@hikari/shared/forms';
import { lazySliceSelectors } from '@hikari/shared/store';
import type { PendingKey } from '@hikari/shared/domain';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    transfer: TransferState;
  }
}

export type TransferType = (typeof TRANSFER_TYPES)[number];

/** Step 1 as typed; transferType is '' until chosen. */
export interface TransferCheckDraft {
  contractNumber: string;
  holderNameKana: string;
  phone: string;
  transferType: TransferType | '';
}

export interface TransferAddressDraft {
  postalCode: string;
  state: string;
  city: string;
  town: string;
  line1: string;
  line2: string;
  line3: string;
}

export interface TransferHolderDraft {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  phone: string;
}

/** Step 2 as typed. Both parts are kept so switching the type back does not lose either. */
export interface TransferRequestDraft {
  mail: string;
  desiredDate: string;
  newAddress: TransferAddressDraft;
  newHolder: TransferHolderDraft;
}

/** CheckTransferRequest's answer (api/src/modules/transfers/transfer.graphql). */
export interface TransferCheckAnswer {
  status: string;
  title: string;
  message: string;
  amount: number | null;
  deadline: string | null;
}

/** TransferRequest's answer. */
export interface TransferRequestAnswer {
  status: string;
  title: string;
  message: string;
  /** The number ops find the request under (TR-…); null when nothing was stored. */
  receptionId: string | null;
}

export type TransferOperation = 'check' | 'request';

export interface TransferState {
  check: TransferCheckDraft;
  request: TransferRequestDraft;
  /** The last check answer with the type it was for; null before a check or after "修正する". */
  checked: { answer: TransferCheckAnswer; transferType: TransferType } | null;
  /** The accepted request; the drafts are emptied once it arrives. */
  received: { answer: TransferRequestAnswer; transferType: TransferType } | null;
  keys: Record<TransferOperation, PendingKey | null>;
}

export const emptyCheckDraft: TransferCheckDraft = {
  contractNumber: '',
  holderNameKana: '',
  phone: '',
  transferType: '',
};

export const emptyRequestDraft: TransferRequestDraft = {
  mail: '',
  desiredDate: '',
  newAddress: { postalCode: '', state: '', city: '', town: '', line1: '', line2: '', line3: '' },
  newHolder: { lastName: '', firstName: '', lastNameKana: '', firstNameKana: '', phone: '' },
};

export const initialTransferState: TransferState = {
  check: emptyCheckDraft,
  request: emptyRequestDraft,
  checked: null,
  received: null,
  keys: { check: null, request: null },
};

export const transferSlice = createSlice({
  name: 'transfer',
  initialState: initialTransferState,
  reducers: {
    checkDraftChanged(state, action: PayloadAction<TransferCheckDraft>) {
      state.check = action.payload;
      // A refusal was the answer to the answers as they were; once edited it no longer applies.
      if (state.checked?.answer.status !== 'ok') state.checked = null;
    },
    requestDraftChanged(state, action: PayloadAction<TransferRequestDraft>) {
      state.request = action.payload;
    },
    /** What an earlier page of this tab left (see transfer-storage). */
    transferRestored(_state, action: PayloadAction<TransferState>) {
      return action.payload;
    },
    transferKeyDrawn(state, action: PayloadAction<{ operation: TransferOperation; pending: PendingKey }>) {
      state.keys[action.payload.operation] = action.payload.pending;
    },
    checkAnswered(state, action: PayloadAction<{ answer: TransferCheckAnswer; transferType: TransferType }>) {
      state.checked = action.payload;
    },
    /** Back to step 1 to correct the contract; a new check is needed before step 2. */
    checkReopened(state) {
      state.checked = null;
      state.keys.check = null;
    },
    /**
     * The request is stored: the personal data is dropped from the tab. The
     * request key stays, so a stray second submit replays this answer
     * instead of sending a new request.
     */
    requestReceived(
      state,
      action: PayloadAction<{ answer: TransferRequestAnswer; transferType: TransferType }>,
    ) {
      state.received = action.payload;
      state.check = emptyCheckDraft;
      state.request = emptyRequestDraft;
      state.checked = null;
    },
    transferStartedOver() {
      return initialTransferState;
    },
  },
  selectors: {
    selectTransferState: (state) => state,
    selectCheckDraft: (state) => state.check,
    selectRequestDraft: (state) => state.request,
    selectChecked: (state) => state.checked,
    selectTransferReceived: (state) => state.received,
    selectTransferKeys: (state) => state.keys,
  },
});

export const {
  checkDraftChanged,
  requestDraftChanged,
  transferRestored,
  transferKeyDrawn,
  checkAnswered,
  checkReopened,
  requestReceived,
  transferStartedOver,
} = transferSlice.actions;

export const {
  selectTransferState,
  selectCheckDraft,
  selectRequestDraft,
  selectChecked,
  selectTransferReceived,
  selectTransferKeys,
} = lazySliceSelectors(transferSlice);
