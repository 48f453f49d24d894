// One idempotency key per operation and set of answers (lib/submission):
// kept while the visitor sends the same answers, a new one when an answer
// changes.

import type { AppDispatch, RootState } from '@hikari/shared/store';
import { keyFor } from '../../../lib/submission';
import { selectTransferKeys, transferKeyDrawn, type TransferOperation } from './transfer-slice';

/** The key to send `input` with: the pending one when the answers are unchanged, else a new one. */
export const transferKeyFor =
  (operation: TransferOperation, input: unknown) =>
  (dispatch: AppDispatch, getState: () => RootState): string => {
    const pending = selectTransferKeys(getState())[operation];
    const next = keyFor(input, pending, `transfer-${operation}`);
    if (next !== pending) dispatch(transferKeyDrawn({ operation, pending: next }));
    return next.key;
  };
