// One idempotency key per operation and set of answers (the shared submission
// kit): kept while the visitor sends the same answers, a new one when an
// answer changes.

import { pendingKeyThunk } from '@hikari/shared/form-ui';
import { selectTransferKeys, transferKeyDrawn, type TransferOperation } from './transfer-slice';

const keyForOperation = pendingKeyThunk(
  (operation: TransferOperation) => `transfer-${operation}`,
  (state, operation) => selectTransferKeys(state)[operation],
  (pending, operation) => transferKeyDrawn({ operation, pending }),
);

/** The key to send `input` with: the pending one when the answers are unchanged, else a new one. */
export const transferKeyFor = (operation: TransferOperation, input: unknown) =>
  keyForOperation(input, operation);
