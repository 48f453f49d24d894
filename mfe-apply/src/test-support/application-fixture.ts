// A complete, valid application in the store, as a visitor leaves it after form3.

import { paths, type CustomerData } from '@hikari/shared/domain';
import {
  applicationDetailsChanged,
  planDataChanged,
  telecomAgreementChanged,
  type AppStoreBundle,
} from '@hikari/shared/store';
import { prepareApplicationState, stepCompleted } from '../features/apply-flow';
import { memoryKeyValueStorage, readyStore, testStorage } from '@hikari/shared/testing';
import { validCustomer as sharedValidCustomer } from '@hikari/shared/testing/fixtures';

/**
 * The shared valid customer, with the answers this remote's confirm-page tests
 * read back (a 1985 birthday, 〒460-0001 三の丸, フレッツ光, 三菱ＵＦＪ 名古屋営業部).
 */
export const validCustomer: CustomerData = {
  ...sharedValidCustomer,
  dobYear: '1985',
  installationInfo: {
    ...sharedValidCustomer.installationInfo,
    postalCode: '4600001',
    town: '三の丸',
    line1: '1丁目2-3',
  },
  currentCarrier: 'フレッツ光',
  bankInfo: {
    ...sharedValidCustomer.bankInfo,
    bankCode: '0005',
    bankName: '三菱ＵＦＪ',
    bankBranchCode: '251',
    bankBranch: '名古屋営業部',
  },
};

/** Steps 1-3 done with valid answers; `agreed` also ticks every agreement of the terms page. */
export function fillApplication(
  bundle: AppStoreBundle,
  options: { agreed?: boolean; phone?: boolean } = {},
): void {
  const { store } = bundle;
  store.dispatch(
    planDataChanged({
      isAreaChecked: true,
      baseMenu: options.phone ? 1 : 0,
      isPhone: Boolean(options.phone),
    }),
  );
  store.dispatch(applicationDetailsChanged(validCustomer));
  for (const step of [paths.applyArea, paths.applyForm, paths.applyForm2, paths.applyForm3]) {
    store.dispatch(stepCompleted(step));
  }
  if (options.agreed) {
    store.dispatch(telecomAgreementChanged({ isNet: true, isPhone: Boolean(options.phone) }));
    store.dispatch(
      applicationDetailsChanged({
        isAgreeOfConstruction1: true,
        isAgreeOfConstruction2: true,
        isAgreeExplanation: true,
      }),
    );
  }
}

/** The tab's sessionStorage for this remote's drafts, one per test storage, so a reload finds it again. */
const tabStorages = new WeakMap<object, ReturnType<typeof memoryKeyValueStorage>>();

/** The sessionStorage this remote's drafts use in a store made by applyStore(storage). */
export function tabStorageOf(storage: object): ReturnType<typeof memoryKeyValueStorage> {
  let tab = tabStorages.get(storage);
  if (!tab) {
    tab = memoryKeyValueStorage();
    tabStorages.set(storage, tab);
  }
  return tab;
}

/**
 * A ready test store with the application's own slice in it, as the remote's
 * routes module prepares it; give two calls the same storage to play a reload.
 */
export async function applyStore(storage = testStorage()): Promise<AppStoreBundle> {
  const bundle = await readyStore(storage);
  prepareApplicationState(bundle, tabStorageOf(storage));
  return bundle;
}
