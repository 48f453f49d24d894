import { createTestStore, memoryKeyValueStorage } from '@hikari/shared/testing';
import { contactKeyFor } from './contact-keys';
import {
  contactDraftChanged,
  contactReceived,
  emptyContactDraft,
  initialContactState,
  selectContactDraft,
  selectContactPendingKey,
  type ContactState,
} from './contact-slice';
import { CONTACT_STORAGE_KEY, loadContact, prepareContactState, saveContact } from './contact-storage';

const draft = {
  ...emptyContactDraft,
  lastName: '山田',
  lastNameKana: 'ヤマダ',
  phone: '0521234567',
  topic: 'visit' as const,
  firstChoiceTime: '10-12' as const,
};

const received = {
  receptionId: 'CT-20250801-7KQ3MZ',
  topic: 'construction' as const,
  firstChoice: { date: '2025-08-20', time: '10-12' as const },
  secondChoice: { date: '2025-08-21', time: '15-18' as const },
};

describe('contact storage', () => {
  it('keeps the draft, the reception and the pending key across a save and a load', () => {
    const storage = memoryKeyValueStorage();
    const state: ContactState = {
      draft,
      received,
      pendingKey: { key: 'contact-0123456789', fingerprint: 'f00' },
    };
    saveContact(state, storage);
    expect(loadContact(storage)).toEqual(state);
  });

  it.each([
    ['a draft missing a field', JSON.stringify({ version: 1, draft: { lastName: '山田' } })],
    ['an unknown topic', JSON.stringify({ version: 1, draft: { ...draft, topic: 'sales' } })],
    ['an unknown time slot', JSON.stringify({ version: 1, draft: { ...draft, secondChoiceTime: '18-21' } })],
  ])('drops %s', (_case, raw) => {
    const storage = memoryKeyValueStorage();
    storage.data.set(CONTACT_STORAGE_KEY, raw);
    expect(loadContact(storage)).toBeNull();
  });

  it('drops a malformed reception or key but keeps the draft', () => {
    const storage = memoryKeyValueStorage();
    storage.data.set(
      CONTACT_STORAGE_KEY,
      JSON.stringify({ version: 1, draft, received: { ...received, firstChoice: null }, pendingKey: 'x' }),
    );
    expect(loadContact(storage)).toEqual({ ...initialContactState, draft });
  });

  it('restores what a previous page of the tab left (a reload in between)', () => {
    const storage = memoryKeyValueStorage();
    const before = createTestStore();
    prepareContactState(before, storage);
    before.store.dispatch(contactDraftChanged(draft));

    const after = createTestStore();
    prepareContactState(after, storage);
    expect(selectContactDraft(after.store.getState())).toEqual(draft);
  });

  it('empties the personal answers once the booking is received, keeping the reception and the key', () => {
    const storage = memoryKeyValueStorage();
    const bundle = createTestStore();
    prepareContactState(bundle, storage);
    bundle.store.dispatch(contactDraftChanged(draft));
    const key = bundle.store.dispatch(contactKeyFor(draft));
    bundle.store.dispatch(contactReceived(received));
    const saved = storage.data.get(CONTACT_STORAGE_KEY) ?? '';
    expect(saved).not.toContain('山田');
    expect(saved).not.toContain('0521234567');
    expect(loadContact(storage)?.received).toEqual(received);
    expect(selectContactPendingKey(bundle.store.getState())?.key).toBe(key);
  });

  it('reuses the key while the answers are the same and draws a new one when they change', () => {
    const bundle = createTestStore();
    prepareContactState(bundle, memoryKeyValueStorage());
    const first = bundle.store.dispatch(contactKeyFor(draft));
    expect(bundle.store.dispatch(contactKeyFor({ ...draft }))).toBe(first);
    expect(bundle.store.dispatch(contactKeyFor({ ...draft, phone: '0527654321' }))).not.toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
  });
});
