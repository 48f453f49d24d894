// The transfer slice, kept in the tab's sessionStorage only: contract
// numbers, names and addresses are personal data (docs/architecture.md#shared-state).

import { TRANSFER_TYPES } from '@hikari/shared/forms';
import { createSessionDraft, isRecord } from '@hikari/shared/store';
import { readPendingKey } from '@hikari/shared/domain';
import {
  emptyCheckDraft,
  emptyRequestDraft,
  initialTransferState,
  selectTransferState,
  transferRestored,
  transferSlice,
  type TransferCheckAnswer,
  type TransferState,
  type TransferType,
} from './transfer-slice';

export const TRANSFER_STORAGE_KEY = 'hikari:transfer';

/** `value` when it has every string field of `template` (nested objects too), else null. */
function sameShape<T extends object>(template: T, value: unknown): T | null {
  if (!isRecord(value)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, model] of Object.entries(template)) {
    const field = value[key];
    if (typeof model === 'string') {
      if (typeof field !== 'string') return null;
      out[key] = field;
    } else {
      const inner = sameShape(model as object, field);
      if (!inner) return null;
      out[key] = inner;
    }
  }
  return out as T;
}

const isTransferType = (value: unknown): value is TransferType =>
  (TRANSFER_TYPES as readonly unknown[]).includes(value);

function readAnswer(value: unknown): TransferCheckAnswer | null {
  if (!isRecord(value)) return null;
  const { status, title, message, amount = null, deadline = null } = value;
  if (typeof status !== 'string' || typeof title !== 'string' || typeof message !== 'string') return null;
  if (amount !== null && typeof amount !== 'number') return null;
  if (deadline !== null && typeof deadline !== 'string') return null;
  return { status, title, message, amount, deadline };
}

function readOutcome(value: unknown): { answer: TransferCheckAnswer; transferType: TransferType } | null {
  if (!isRecord(value) || !isTransferType(value.transferType)) return null;
  const answer = readAnswer(value.answer);
  return answer ? { answer, transferType: value.transferType } : null;
}

const transferDraft = createSessionDraft<TransferState>({
  key: TRANSFER_STORAGE_KEY,
  version: 1,
  slice: transferSlice,
  select: selectTransferState,
  restored: transferRestored,
  decode: (stored) => {
    const check = sameShape(emptyCheckDraft, stored.check);
    const request = sameShape(emptyRequestDraft, stored.request);
    if (!check || !request) return null;
    if (check.transferType !== '' && !isTransferType(check.transferType)) return null;
    const received = readOutcome(stored.received);
    const keys = isRecord(stored.keys) ? stored.keys : {};
    return {
      ...initialTransferState,
      check,
      request,
      checked: readOutcome(stored.checked),
      received: received
        ? {
            answer: {
              status: received.answer.status,
              title: received.answer.title,
              message: received.answer.message,
              receptionId:
                isRecord(stored.received) &&
                isRecord(stored.received.answer) &&
                typeof stored.received.answer.receptionId === 'string'
                  ? stored.received.answer.receptionId
                  : null,
            },
            transferType: received.transferType,
          }
        : null,
      keys: { check: readPendingKey(keys.check), request: readPendingKey(keys.request) },
    };
  },
});

/** What an earlier page of this tab left, or null when there is nothing usable. */
export const loadTransfer = transferDraft.load;
export const saveTransfer = transferDraft.save;
/** Adds the slice, restores what this tab kept and saves every change; once per store. */
export const prepareTransferState = transferDraft.prepare;
