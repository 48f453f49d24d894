import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  createTransform,
  persistReducer,
  persistStore,
  type Persistor,
  type Storage,
} from 'redux-persist';
import { hikariApi } from '@hikari/shared/api';
import type { CustomerData } from '@hikari/shared/domain';
import { accessLogSlice } from './slices/access-log-slice';
import { agreementsSlice } from './slices/agreements-slice';
import { campaignDataSlice } from './slices/campaign-data-slice';
import { customerSlice } from './slices/customer-slice';
import { planChoiceSlice, planDataSlice } from './slices/plan-data-slice';
import { settingsSlice } from './slices/settings-slice';
import { uiSlice } from './slices/ui-slice';

/**
 * Slices a remote injects when it is first loaded. A remote declares its own
 * entry by augmenting this interface in its entry file:
 * `declare module '@hikari/shared/store' { interface LazyLoadedSlices { apply: ApplyState } }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** A bank account number never reaches browser storage, not even sessionStorage. */
const withoutAccountNumber = createTransform<CustomerData, CustomerData>(
  (details) => ({ ...details, bankInfo: { ...details.bankInfo, accountNo: '' } }),
  (details) => details,
  { whitelist: ['applicationDetails'] },
);

/** Storage that keeps nothing: for tests and for browsers that refuse storage. */
const memoryStorage = (): Storage => {
  const data = new Map<string, string>();
  return {
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => {
      data.set(key, value);
    },
    removeItem: async (key: string) => {
      data.delete(key);
    },
  };
};

function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const target = globalThis[kind];
    const probe = '__hikari_probe__';
    target.setItem(probe, '1');
    target.removeItem(probe);
    return {
      getItem: async (key: string) => target.getItem(key),
      setItem: async (key: string, value: string) => target.setItem(key, value),
      removeItem: async (key: string) => target.removeItem(key),
    };
  } catch {
    return memoryStorage();
  }
}

export interface StoreOptions {
  /** Where persisted slices live. Default: the browser's localStorage and sessionStorage. */
  storage?: { local: Storage; session: Storage };
}

function persisted<S, P extends string>(
  slice: { reducerPath: P; reducer: Reducer<S> },
  storage: Storage,
  extra: Partial<Parameters<typeof persistReducer>[0]> = {},
): { reducerPath: P; reducer: Reducer<S> } {
  return {
    reducerPath: slice.reducerPath,
    reducer: persistReducer(
      { key: `hikari:${slice.reducerPath}`, storage, version: 1, ...extra },
      slice.reducer as Reducer,
    ) as unknown as Reducer<S>,
  };
}

function buildRootReducer(storage: { local: Storage; session: Storage }) {
  return combineSlices(
    persisted(settingsSlice, storage.local, { blacklist: ['source'] }),
    // isAreaChecked lives with the address it is about, in the customer's session record.
    persisted(planDataSlice, storage.local, { blacklist: ['isAreaChecked'] }),
    persisted(planChoiceSlice, storage.local),
    persisted(campaignDataSlice, storage.local),
    // Personal data: only for this tab's session.
    persisted(customerSlice, storage.session, { transforms: [withoutAccountNumber] }),
    persisted(agreementsSlice, storage.local),
    uiSlice,
    accessLogSlice,
    hikariApi,
  ).withLazyLoadedSlices<LazyLoadedSlices>();
}

export type RootReducer = ReturnType<typeof buildRootReducer>;
export type RootState = ReturnType<RootReducer>;

/** Builds a store; the site uses the single instance from getStore(). */
const persistors = new WeakMap<object, Persistor>();

/** The redux-persist persistor of a store made by createAppStore. */
export function persistorOf(store: object): Persistor | undefined {
  return persistors.get(store);
}

export function createAppStore(options: StoreOptions = {}) {
  const storage = options.storage ?? {
    local: webStorage('localStorage'),
    session: webStorage('sessionStorage'),
  };
  const rootReducer: RootReducer = buildRootReducer(storage);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(hikariApi.middleware),
  });
  const persistor: Persistor = persistStore(store);
  persistors.set(store, persistor);
  return { store, persistor, rootReducer };
}

export type AppStoreBundle = ReturnType<typeof createAppStore>;
export type AppStore = AppStoreBundle['store'];
export type AppDispatch = AppStore['dispatch'];

export { memoryStorage };
