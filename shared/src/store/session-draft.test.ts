import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lazySliceSelectors } from '@hikari/shared/store';
import { createTestStore, memoryKeyValueStorage } from '@hikari/shared/testing';
import { createSessionDraft, isRecord } from './session-draft';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    sessionDraftNote: NoteState;
  }
}

interface NoteState {
  text: string;
  /** Not kept when `encode` leaves it out. */
  scratch: string;
}

const initialNote: NoteState = { text: '', scratch: '' };

const noteSlice = createSlice({
  name: 'sessionDraftNote',
  initialState: initialNote,
  reducers: {
    noteTyped(state, action: PayloadAction<string>) {
      state.text = action.payload;
    },
    scratchTyped(state, action: PayloadAction<string>) {
      state.scratch = action.payload;
    },
    noteRestored: (_state, action: PayloadAction<NoteState>) => action.payload,
  },
  selectors: { selectNote: (state) => state },
});
const { noteTyped, scratchTyped, noteRestored } = noteSlice.actions;
const { selectNote } = lazySliceSelectors(noteSlice);

const KEY = 'hikari:test-note';

const decode = (stored: Record<string, unknown>): NoteState | null =>
  typeof stored.text === 'string' ? { ...initialNote, text: stored.text } : null;

const noteDraft = () =>
  createSessionDraft<NoteState>({
    key: KEY,
    version: 1,
    slice: noteSlice,
    select: selectNote,
    restored: noteRestored,
    decode,
  });

const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('session draft', () => {
  it('writes the version and then the state, as earlier builds did, and reads it back', () => {
    const storage = memoryKeyValueStorage();
    const draft = noteDraft();
    draft.save({ text: '山田', scratch: '' }, storage);
    expect(storage.data.get(KEY)).toBe('{"version":1,"text":"山田","scratch":""}');
    expect(draft.load(storage)).toEqual({ text: '山田', scratch: '' });
  });

  it('writes only what encode returns', () => {
    const storage = memoryKeyValueStorage();
    const draft = createSessionDraft<NoteState>({
      key: KEY,
      version: 3,
      slice: noteSlice,
      select: selectNote,
      restored: noteRestored,
      decode,
      encode: (state) => ({ text: state.text }),
    });
    draft.save({ text: '栄', scratch: '0521234567' }, storage);
    expect(storage.data.get(KEY)).toBe('{"version":3,"text":"栄"}');
  });

  it.each([
    ['not JSON', '{'],
    ['another format version', JSON.stringify({ version: 2, text: '山田' })],
    ['no version', JSON.stringify({ text: '山田' })],
    ['not an object', JSON.stringify(['山田'])],
    ['what decode refuses', JSON.stringify({ version: 1, text: 7 })],
  ])('drops %s', (_case, raw) => {
    const storage = memoryKeyValueStorage();
    storage.data.set(KEY, raw);
    expect(noteDraft().load(storage)).toBeNull();
  });

  it('answers null without storage, and a refusing storage breaks nothing', () => {
    const draft = noteDraft();
    expect(draft.load(null)).toBeNull();
    expect(draft.load(refusing)).toBeNull();
    expect(() => draft.save(initialNote, refusing)).not.toThrow();
    const bundle = createTestStore();
    draft.prepare(bundle, refusing);
    expect(() => bundle.store.dispatch(noteTyped('山田'))).not.toThrow();
    expect(selectNote(bundle.store.getState()).text).toBe('山田');
  });

  it('restores what a previous page of the tab left and saves every change after it (a reload in between)', () => {
    const storage = memoryKeyValueStorage();
    const before = createTestStore();
    noteDraft().prepare(before, storage);
    before.store.dispatch(noteTyped('山田'));

    const after = createTestStore();
    const draft = noteDraft();
    draft.prepare(after, storage);
    expect(selectNote(after.store.getState()).text).toBe('山田');
    after.store.dispatch(noteTyped('ヤマダ'));
    expect(draft.load(storage)?.text).toBe('ヤマダ');
  });

  it('writes only when its own slice changes', () => {
    const storage = memoryKeyValueStorage();
    const setItem = jest.spyOn(storage, 'setItem');
    const bundle = createTestStore();
    noteDraft().prepare(bundle, storage);
    bundle.store.dispatch({ type: 'someone-else/changed' });
    expect(setItem).not.toHaveBeenCalled();
    bundle.store.dispatch(scratchTyped('x'));
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('prepares a store once, however many modules ask', () => {
    const storage = memoryKeyValueStorage();
    const bundle = createTestStore();
    const draft = noteDraft();
    draft.prepare(bundle, storage);
    bundle.store.dispatch(noteTyped('2'));
    storage.data.clear();
    draft.prepare(bundle, storage);
    expect(selectNote(bundle.store.getState()).text).toBe('2');
  });

  it('writes to sessionStorage by default and never to localStorage', () => {
    sessionStorage.clear();
    localStorage.clear();
    const bundle = createTestStore();
    noteDraft().prepare(bundle);
    bundle.store.dispatch(noteTyped('山田'));
    expect(sessionStorage.getItem(KEY)).toContain('山田');
    expect(JSON.stringify({ ...localStorage })).not.toContain('山田');
  });

  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [[], false],
    [null, false],
    ['{}', false],
  ])('isRecord(%j) is %s', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});
