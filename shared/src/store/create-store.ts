import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type CombinedSliceReducer,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
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
import type { CustomerData } from '@hikari/shared/domain/core';
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

/**
 * The browser's storage, or this page's memory once the browser refuses it
 * (storage turned off, a private window with no room). Nothing is tried up
 * front: a trial write on every page load cost a slow phone tens of
 * milliseconds of its start (`npm run bench:main-thread`).
 */
function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  const memory = memoryStorage();
  let refused = false;
  const attempt = <T>(act: (target: globalThis.Storage) => T, instead: () => Promise<T>): Promise<T> => {
    if (!refused) {
      try {
        return Promise.resolve(act(globalThis[kind]));
      } catch {
        refused = true;
      }
    }
    return instead();
  };
  return {
    getItem: (key: string) =>
      attempt(
        (target) => target.getItem(key),
        () => memory.getItem(key),
      ),
    setItem: (key: string, value: string) =>
      attempt(
        (target) => target.setItem(key, value),
        () => memory.setItem(key, value),
      ),
    removeItem: (key: string) =>
      attempt(
        (target) => target.removeItem(key),
        () => memory.removeItem(key),
      ),
  };
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

/**
 * The state of the late parts (LateStorePart), each declared by the module
 * that adds it (`declare module '@hikari/shared/store' { interface
 * LateStoreState { api: … } }`). Not optional: a part joins every store when
 * its module loads, so the code that reads it always finds it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LateStoreState {}

type WithLateState<R> =
  R extends CombinedSliceReducer<infer Initial, infer Declared, infer Preloaded>
    ? CombinedSliceReducer<Initial, Declared & LateStoreState, Preloaded>
    : never;

function buildRootReducer(storage: { local: Storage; session: Storage }) {
  const rootReducer = combineSlices(
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
  ).withLazyLoadedSlices<LazyLoadedSlices>();
  return rootReducer as unknown as WithLateState<typeof rootReducer>;
}

export type RootReducer = ReturnType<typeof buildRootReducer>;
export type RootState = ReturnType<RootReducer>;

/** Dispatched after a remote's slice joins the store, so its initial state is there before the first render. */
export const sliceInjected = createAction<string>('store/sliceInjected');

/** Builds a store; the site uses the single instance from getStore(). */
const persistors = new WeakMap<object, Persistor>();

/** The redux-persist persistor of a store made by createAppStore. */
export function persistorOf(store: object): Persistor | undefined {
  return persistors.get(store);
}

/**
 * A part of every store that comes with the code using it, not with the store:
 * RTK Query's API (@hikari/shared/api) joins when a page first imports it, so
 * a page that makes no call of its own never loads RTK Query
 * (docs/architecture.md#shared-state).
 */
export interface LateStorePart {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

const lateParts: LateStorePart[] = [];
const joinLateParts = new Set<(part: LateStorePart) => void>();

/** Adds a part to every store made so far and to each one made after; a part added twice joins once. */
export function addLateStorePart(part: LateStorePart): void {
  if (lateParts.some((known) => known.reducerPath === part.reducerPath)) return;
  lateParts.push(part);
  for (const join of joinLateParts) join(part);
}

export function createAppStore(options: StoreOptions = {}) {
  const storage = options.storage ?? {
    local: webStorage('localStorage'),
    session: webStorage('sessionStorage'),
  };
  const rootReducer: RootReducer = buildRootReducer(storage);
  const late = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(late.middleware),
  });
  const join = (part: LateStorePart) => {
    rootReducer.inject(part as never);
    late.addMiddleware(part.middleware as never);
    // The part's initial state before anything reads it.
    store.dispatch(sliceInjected(part.reducerPath));
  };
  for (const part of lateParts) join(part);
  joinLateParts.add(join);
  const persistor: Persistor = persistStore(store);
  persistors.set(store, persistor);
  return { store, persistor, rootReducer };
}

export type AppStoreBundle = ReturnType<typeof createAppStore>;
export type AppStore = AppStoreBundle['store'];
export type AppDispatch = AppStore['dispatch'];

export { memoryStorage };
