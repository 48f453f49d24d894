// Where a form keeps the idempotency key of a submission whose outcome is not
// known yet, so that a double click, a retry after a lost answer or a reload
// sends the same key (the key itself: shared/domain submission-key). Either in
// the form's slice, which its session draft keeps in sessionStorage, or, for a
// form without a slice, straight in sessionStorage.

import type { UnknownAction } from '@reduxjs/toolkit';
import { keyFor, readPendingKey, type PendingKey } from '@hikari/shared/domain';
import { sessionStorageOrNull, type AppDispatch, type RootState } from '@hikari/shared/store';

/**
 * A thunk creator: the key to send `input` with, the pending one from the
 * slice when the answers are unchanged, else a new one (`<prefix>-…`) that
 * `drawn` records in the slice.
 */
export function pendingKeyThunk<Args extends unknown[]>(
  prefix: (...args: Args) => string,
  selectPending: (state: RootState, ...args: Args) => PendingKey | null,
  drawn: (pending: PendingKey, ...args: Args) => UnknownAction,
) {
  return (input: unknown, ...args: Args) =>
    (dispatch: AppDispatch, getState: () => RootState): string => {
      const pending = selectPending(getState(), ...args);
      const next = keyFor(input, pending, prefix(...args));
      if (next !== pending) dispatch(drawn(next, ...args));
      return next.key;
    };
}

/** A pending key kept under `storageKey` in the tab's sessionStorage, for a form with no slice of its own. */
export function sessionPendingKey(storageKey: string, prefix: string) {
  const keep = (value: string) => {
    try {
      sessionStorageOrNull()?.setItem(storageKey, value);
    } catch {
      // Storage full or refused: the key lives as long as this page.
    }
  };
  return {
    /** The key to send these answers with: the kept one when it was drawn for the same answers, else a new one, kept. */
    keyFor(input: unknown): string {
      let kept: PendingKey | null = null;
      try {
        kept = readPendingKey(JSON.parse(sessionStorageOrNull()?.getItem(storageKey) ?? 'null'));
      } catch {
        // Not JSON: as if nothing was kept.
      }
      const next = keyFor(input, kept, prefix);
      keep(JSON.stringify(next));
      return next.key;
    },
    /** The submission was stored: the next one is a new one. */
    forget(): void {
      keep('null');
    },
  };
}
