import { createTestStore, memoryKeyValueStorage } from '@hikari/shared/testing';
import { areaSearchInput } from '@hikari/shared/testing/fixtures';
import { servedResult } from '../../../test-support/fake-api';
import {
  anotherAddressRequested,
  draftChanged,
  initialAreaSearchState,
  selectAreaDraft,
  selectAreaSurface,
  type AreaSearchState,
} from './area-search-slice';
import {
  AREA_SEARCH_STORAGE_KEY,
  loadAreaSearch,
  prepareAreaSearchState,
  saveAreaSearch,
} from './area-search-storage';
import { searchAddress } from './search-address';

const address = areaSearchInput({ buildingType: 1 as const, buildingName: 'ひかりハイツ栄' });

const withOutcome = (result = servedResult()): AreaSearchState => ({
  draft: { ...address },
  surfaces: {
    page: { searching: false, outcome: { address, result } },
    widget: { searching: false, outcome: { address, result } },
  },
});

describe('area search storage', () => {
  it('keeps the draft and the page answer across a save and a load', () => {
    const storage = memoryKeyValueStorage();
    saveAreaSearch(withOutcome(), storage);
    const loaded = loadAreaSearch(storage);
    expect(loaded?.draft).toEqual(address);
    expect(loaded?.surfaces.page.outcome).toEqual({ address, result: servedResult() });
    // the widget's answer is not brought back: the application shows its form on return
    expect(loaded?.surfaces.widget).toEqual(initialAreaSearchState.surfaces.widget);
  });

  it('does not keep a failed answer', () => {
    const storage = memoryKeyValueStorage();
    saveAreaSearch(withOutcome({ ...servedResult(), result: 'failed' }), storage);
    expect(loadAreaSearch(storage)?.surfaces.page.outcome).toBeNull();
  });

  it.each([
    ['a draft with a wrong field', JSON.stringify({ version: 1, draft: { ...address, buildingType: 7 } })],
    ['a draft missing a field', JSON.stringify({ version: 1, draft: { buildingType: 0 } })],
  ])('drops %s', (_case, raw) => {
    const storage = memoryKeyValueStorage();
    storage.data.set(AREA_SEARCH_STORAGE_KEY, raw);
    expect(loadAreaSearch(storage)).toBeNull();
  });

  it('drops an answer with a field of the wrong type but keeps the draft', () => {
    const storage = memoryKeyValueStorage();
    storage.data.set(
      AREA_SEARCH_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        draft: address,
        pageOutcome: { address, result: { ...servedResult(), is10GArea: 'yes' } },
      }),
    );
    const loaded = loadAreaSearch(storage);
    expect(loaded?.draft).toEqual(address);
    expect(loaded?.surfaces.page.outcome).toBeNull();
  });

  it('restores what a previous page left and saves every change after (a reload in between)', async () => {
    const storage = memoryKeyValueStorage();
    const before = createTestStore();
    prepareAreaSearchState(before, storage);
    before.store.dispatch(draftChanged({ buildingType: 0, prefecture: '東京都', banchi: '1' }));
    await before.store.dispatch(
      searchAddress({ surface: 'page', address: { ...address, buildingType: 0, prefecture: '東京都' } }),
    );

    const after = createTestStore();
    prepareAreaSearchState(after, storage);
    expect(selectAreaDraft(after.store.getState())).toMatchObject({
      buildingType: 0,
      prefecture: '東京都',
      banchi: '1',
    });
    expect(selectAreaSurface(after.store.getState(), 'page').outcome?.result).toMatchObject({
      result: 'success',
      isServiceArea: false,
    });

    after.store.dispatch(anotherAddressRequested('page'));
    expect(loadAreaSearch(storage)?.draft).toMatchObject({ buildingType: 0, prefecture: '', banchi: '' });
    expect(loadAreaSearch(storage)?.surfaces.page.outcome).toBeNull();
  });
});
