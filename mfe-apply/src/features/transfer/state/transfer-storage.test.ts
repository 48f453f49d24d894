import { createTestStore, memoryKeyValueStorage } from '@hikari/shared/testing';
import { transferKeyFor } from './transfer-keys';
import {
  checkAnswered,
  checkDraftChanged,
  emptyRequestDraft,
  initialTransferState,
  requestDraftChanged,
  requestReceived,
  selectCheckDraft,
  selectChecked,
  selectRequestDraft,
  selectTransferKeys,
  type TransferState,
} from './transfer-slice';
import { loadTransfer, prepareTransferState, saveTransfer, TRANSFER_STORAGE_KEY } from './transfer-storage';

const check = {
  contractNumber: 'C00000001',
  holderNameKana: 'ヤマダ タロウ',
  phone: '0521234567',
  transferType: 'move' as const,
};

const okAnswer = {
  status: 'ok',
  title: '移転のお手続きが可能です',
  message: '移転の手数料は27,500円（税込）です。',
  amount: 27500,
  deadline: '2025-09-10',
};

const midway: TransferState = {
  ...initialTransferState,
  check,
  request: {
    ...emptyRequestDraft,
    mail: 'taro@example.jp',
    newAddress: { ...emptyRequestDraft.newAddress, postalCode: '4600008', state: '愛知県' },
  },
  checked: { answer: okAnswer, transferType: 'move' },
  keys: { check: { key: 'transfer-check-0123456789abcdef', fingerprint: 'abc' }, request: null },
};

describe('transfer storage', () => {
  it('keeps the drafts, the check answer and the pending keys across a save and a load', () => {
    const storage = memoryKeyValueStorage();
    saveTransfer(midway, storage);
    expect(loadTransfer(storage)).toEqual(midway);
  });

  it.each([
    [
      'a draft missing a field',
      JSON.stringify({ version: 1, ...midway, check: { contractNumber: 'C00000001' } }),
    ],
    [
      'an unknown transfer type',
      JSON.stringify({ version: 1, ...midway, check: { ...check, transferType: 'sell' } }),
    ],
    [
      'an address of the wrong type',
      JSON.stringify({
        version: 1,
        ...midway,
        request: { ...midway.request, newAddress: { postalCode: 4600008 } },
      }),
    ],
  ])('drops %s', (_case, raw) => {
    const storage = memoryKeyValueStorage();
    storage.data.set(TRANSFER_STORAGE_KEY, raw);
    expect(loadTransfer(storage)).toBeNull();
  });

  it('drops a malformed answer or key but keeps the drafts', () => {
    const storage = memoryKeyValueStorage();
    storage.data.set(
      TRANSFER_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        ...midway,
        checked: { answer: { status: 'ok' }, transferType: 'move' },
        keys: { check: 7 },
      }),
    );
    const loaded = loadTransfer(storage);
    expect(loaded?.check).toEqual(check);
    expect(loaded?.checked).toBeNull();
    expect(loaded?.keys).toEqual({ check: null, request: null });
  });

  it('restores what a previous page of the tab left and saves every change after it (a reload in between)', () => {
    const storage = memoryKeyValueStorage();
    const before = createTestStore();
    prepareTransferState(before, storage);
    before.store.dispatch(checkDraftChanged(check));
    before.store.dispatch(checkAnswered({ answer: okAnswer, transferType: 'move' }));
    before.store.dispatch(requestDraftChanged({ ...emptyRequestDraft, mail: 'taro@example.jp' }));

    const after = createTestStore();
    prepareTransferState(after, storage);
    expect(selectCheckDraft(after.store.getState())).toEqual(check);
    expect(selectChecked(after.store.getState())?.answer).toEqual(okAnswer);
    expect(selectRequestDraft(after.store.getState()).mail).toBe('taro@example.jp');
  });

  it('empties the personal answers once the request is received, keeping the answer and the key', () => {
    const storage = memoryKeyValueStorage();
    const bundle = createTestStore();
    prepareTransferState(bundle, storage);
    bundle.store.dispatch(checkDraftChanged(check));
    const key = bundle.store.dispatch(transferKeyFor('request', { mail: 'taro@example.jp' }));
    bundle.store.dispatch(
      requestReceived({
        answer: {
          status: 'ok',
          title: '受け付けました',
          message: '受付番号は TR-1 です。',
          receptionId: 'TR-20250801-7KQ3MZ',
        },
        transferType: 'move',
      }),
    );
    const saved = storage.data.get(TRANSFER_STORAGE_KEY) ?? '';
    expect(saved).not.toContain('C00000001');
    expect(saved).not.toContain('taro@example.jp');
    expect(loadTransfer(storage)?.received?.answer.message).toBe('受付番号は TR-1 です。');
    expect(loadTransfer(storage)?.received?.answer.receptionId).toBe('TR-20250801-7KQ3MZ');
    expect(loadTransfer(storage)?.keys.request?.key).toBe(key);
  });
});

describe('transfer idempotency keys', () => {
  it('reuses the key while the answers are the same and draws a new one when they change', () => {
    const bundle = createTestStore();
    prepareTransferState(bundle, memoryKeyValueStorage());
    const first = bundle.store.dispatch(transferKeyFor('check', check));
    const again = bundle.store.dispatch(transferKeyFor('check', { ...check }));
    const changed = bundle.store.dispatch(transferKeyFor('check', { ...check, phone: '0527654321' }));
    expect(again).toBe(first);
    expect(changed).not.toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
    expect(selectTransferKeys(bundle.store.getState()).check?.key).toBe(changed);
    // The other operation has its own key.
    expect(bundle.store.dispatch(transferKeyFor('request', check))).not.toBe(changed);
  });
});
