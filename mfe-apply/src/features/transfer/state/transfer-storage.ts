// The shared store persists only the shared slices. This slice is kept here,
// in sessionStorage: contract numbers, names and addresses are personal data,
// so they live as long as the tab and never in localStorage (DESIGN.md).

import { TRANSFER_TYPES } from '@hikari/shared/forms';
import { getAppStore, injectSlice, type AppStoreBundle } from '@hikari/shared/store';
import {
  emptyCheckDraft,
  emptyRequestDraft,
  initialTransferState,
  selectTransferState,
  transferRestored,
  transferSlice,
  type PendingKey,
  type TransferCheckAnswer,
  type TransferState,
  type TransferType,
} from './transfer-slice';

export const TRANSFER_STORAGE_KEY = 'hikari:transfer';
const FORMAT_VERSION = 1;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage refused (privacy settings): the form still works, it just does not survive a reload.
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

function readKey(value: unknown): PendingKey | null {
  if (!isRecord(value) || typeof value.key !== 'string' || typeof value.fingerprint !== 'string') return null;
  return { key: value.key, fingerprint: value.fingerprint };
}

/** What an earlier page of this tab left, or null when there is nothing usable. */
export function loadTransfer(storage: KeyValueStorage | null = sessionStorageOrNull()): TransferState | null {
  let parsed: unknown;
  try {
    const raw = storage?.getItem(TRANSFER_STORAGE_KEY);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  // An older or foreign format is dropped rather than half-read.
  if (!isRecord(parsed) || parsed.version !== FORMAT_VERSION) return null;
  const check = sameShape(emptyCheckDraft, parsed.check);
  const request = sameShape(emptyRequestDraft, parsed.request);
  if (!check || !request) return null;
  if (check.transferType !== '' && !isTransferType(check.transferType)) return null;
  const received = readOutcome(parsed.received);
  const keys = isRecord(parsed.keys) ? parsed.keys : {};
  return {
    ...initialTransferState,
    check,
    request,
    checked: readOutcome(parsed.checked),
    received: received
      ? {
          answer: {
            status: received.answer.status,
            title: received.answer.title,
            message: received.answer.message,
          },
          transferType: received.transferType,
        }
      : null,
    keys: { check: readKey(keys.check), request: readKey(keys.request) },
  };
}

export function saveTransfer(
  state: TransferState,
  storage: KeyValueStorage | null = sessionStorageOrNull(),
): void {
  try {
    storage?.setItem(TRANSFER_STORAGE_KEY, JSON.stringify({ version: FORMAT_VERSION, ...state }));
  } catch {
    // Quota or privacy mode: losing the draft on reload is acceptable, breaking the form is not.
  }
}

const prepared = new WeakSet<AppStoreBundle>();

/**
 * Adds the slice to the store, restores what this tab kept and saves every
 * change from then on. Only the first call per store does anything.
 */
export function prepareTransferState(
  bundle: AppStoreBundle = getAppStore(),
  storage: KeyValueStorage | null = sessionStorageOrNull(),
): void {
  if (prepared.has(bundle)) return;
  prepared.add(bundle);
  injectSlice(transferSlice, bundle);
  const saved = loadTransfer(storage);
  if (saved) bundle.store.dispatch(transferRestored(saved));
  let last = selectTransferState(bundle.store.getState());
  bundle.store.subscribe(() => {
    const now = selectTransferState(bundle.store.getState());
    if (now === last) return;
    last = now;
    saveTransfer(now, storage);
  });
}
