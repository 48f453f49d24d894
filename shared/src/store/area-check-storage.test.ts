// The area answer and the installation address it is about live in one
// session record; the plan data in localStorage never carries the
// "area checked" flag into another tab.
import type { Storage } from 'redux-persist';
import { defaultCustomerData } from '@hikari/shared/domain';
import { createAppStore, memoryStorage } from './create-store';
import { areaChecked, selectApplicationDetails } from './slices/customer-slice';
import { areaResultApplied, selectPlanData } from './slices/plan-data-slice';
import { servedAreaResult } from '@hikari/shared/testing';

const served = servedAreaResult();

const address = {
  postalCode: '4600008',
  state: '愛知県',
  city: '名古屋市中区',
  town: '栄',
  line1: '3丁目1-1',
};

/** redux-persist's format: each field JSON-encoded inside a JSON object. */
const persistedRecord = (value: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, JSON.stringify(v)])));

async function startStore(local: Storage, session: Storage) {
  const bundle = createAppStore({ storage: { local, session } });
  await new Promise<void>((resolve) => {
    if (bundle.persistor.getState().bootstrapped) resolve();
    else bundle.persistor.subscribe(() => bundle.persistor.getState().bootstrapped && resolve());
  });
  return bundle;
}

describe('the area check and its address', () => {
  it('keeps the answer with the address it was given for, and the flag out of localStorage', async () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const { store, persistor } = await startStore(local, session);
    store.dispatch(areaResultApplied({ buildingType: 0, prefecture: '愛知県', result: served }));
    store.dispatch(areaChecked({ installationInfo: address, areaData: served, buildingType: 0 }));
    await persistor.flush();

    expect(selectPlanData(store.getState()).isAreaChecked).toBe(true);
    expect(selectApplicationDetails(store.getState())).toMatchObject({
      areaData: served,
      areaCheckedAddress: { buildingType: 0, ...address, line2: '' },
    });
    const planRecord = JSON.parse((await local.getItem('persist:hikari:planData'))!) as Record<
      string,
      string
    >;
    expect(planRecord).not.toHaveProperty('isAreaChecked');
    const customerRecord = JSON.parse((await session.getItem('persist:hikari:customer'))!) as {
      applicationDetails: string;
    };
    expect(JSON.parse(customerRecord.applicationDetails)).toMatchObject({
      areaData: { isServiceArea: true },
      areaCheckedAddress: { town: '栄' },
    });
  });

  it('starts unchecked in a new tab, even when an older build left the flag in localStorage', async () => {
    const local = memoryStorage();
    await local.setItem(
      'persist:hikari:planData',
      persistedRecord({
        isAreaChecked: true,
        selectedPlan: 'plan1G',
        _persist: { version: 1, rehydrated: true },
      }),
    );
    const { store } = await startStore(local, memoryStorage());
    expect(selectPlanData(store.getState())).toMatchObject({ isAreaChecked: false, selectedPlan: 'plan1G' });
  });

  it('comes back checked on a reload of the same tab, from the session record', async () => {
    const session = memoryStorage();
    await session.setItem(
      'persist:hikari:customer',
      persistedRecord({
        applicationDetails: {
          ...defaultCustomerData,
          installationInfo: { ...defaultCustomerData.installationInfo, ...address },
          areaData: served,
          areaCheckedAddress: { buildingType: 0, ...address, line2: '' },
        },
        _persist: { version: 1, rehydrated: true },
      }),
    );
    const { store } = await startStore(memoryStorage(), session);
    expect(selectPlanData(store.getState()).isAreaChecked).toBe(true);
  });
});
