// The state of a request form that sends personal data once and shows a
// reception (the out-of-area notice, the contact booking): the draft as typed,
// the reception, and the pending idempotency key; kept in the tab's
// sessionStorage only (docs/architecture.md#shared-state: personal data).

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readPendingKey, type PendingKey } from '@hikari/shared/domain';
import { createSessionDraft, lazySliceSelectors } from '@hikari/shared/store';

export interface RequestFormState<Draft, Received> {
  draft: Draft;
  received: Received | null;
  pendingKey: PendingKey | null;
}

/** The slice of one request form, registered under `name` (a LazyLoadedSlices key). */
export function createRequestFormSlice<Draft extends object, Received extends object, Name extends string>(
  name: Name,
  emptyDraft: Draft,
) {
  type State = RequestFormState<Draft, Received>;
  // Immer's writable types do not see through the type parameters: the
  // reducers write through the plain type (still Immer's draft underneath).
  const plain = (state: unknown) => state as State;
  const initialState: State = { draft: emptyDraft, received: null, pendingKey: null };
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      draftChanged(state, action: PayloadAction<Draft>) {
        plain(state).draft = action.payload;
      },
      /** What an earlier page of this tab left (see createRequestFormDraft). */
      restored(_state, action: PayloadAction<State>) {
        return action.payload;
      },
      keyDrawn(state, action: PayloadAction<PendingKey>) {
        state.pendingKey = action.payload;
      },
      /**
       * Stored: the personal answers leave the tab. The key stays, so a stray
       * second submit replays this answer instead of sending twice.
       */
      received(state, action: PayloadAction<Received>) {
        plain(state).received = action.payload;
        plain(state).draft = emptyDraft;
      },
      startedOver() {
        return initialState;
      },
    },
    selectors: {
      selectState: (state) => state,
      selectDraft: (state) => state.draft,
      selectReceived: (state) => state.received,
      selectPendingKey: (state) => state.pendingKey,
    },
  });
  return { slice, initialState, actions: slice.actions, selectors: lazySliceSelectors(slice) };
}

export interface RequestFormDraftOptions<Draft extends object, Received extends object, Name extends string> {
  /** The sessionStorage key. */
  key: string;
  form: ReturnType<typeof createRequestFormSlice<Draft, Received, Name>>;
  /** The draft read back, or null when it is not one (then nothing is restored). */
  readDraft: (value: unknown) => Draft | null;
  /** The reception read back, or null when it is not one (the draft is still restored). */
  readReceived: (value: unknown) => Received | null;
}

/** The sessionStorage wiring of a request form's slice (format version 1). */
export function createRequestFormDraft<Draft extends object, Received extends object, Name extends string>({
  key,
  form,
  readDraft,
  readReceived,
}: RequestFormDraftOptions<Draft, Received, Name>) {
  return createSessionDraft<RequestFormState<Draft, Received>>({
    key,
    version: 1,
    slice: form.slice,
    select: form.selectors.selectState,
    restored: form.actions.restored,
    decode: (stored) => {
      const draft = readDraft(stored.draft);
      if (!draft) return null;
      return {
        ...form.initialState,
        draft,
        received: readReceived(stored.received),
        pendingKey: readPendingKey(stored.pendingKey),
      };
    },
  });
}
