import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type CombinedSliceReducer,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import type { Storage } from 'redux-persist';
import { accessLogSlice } from './slices/access-log-slice';
import { agreementsSlice } from './slices/agreements-slice';
import { campaignDataSlice } from './slices/campaign-data-slice';
import { customerSlice } from './slices/customer-slice';
import { planChoiceSlice, planDataSlice } from './slices/plan-data-slice';
import { settingsSlice } from './slices/settings-slice';
import { uiSlice } from './slices/ui-slice';
import { PERSIST_ACTIONS, storageKey } from './persist-keys';
import { PERSISTED_SLICES } from './persisted-slices';

/**
 * Slices a remote injects when it is first loaded. A remote declares its own
 * entry by augmenting this interface in its entry file:
 * `declare module '@hikari/shared/store' { interface LazyLoadedSlices { apply: ApplyState } }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

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
  /**
   * When the store starts keeping its persisted slices (loading redux-persist):
   * 'at-once' (default), or 'when-started' by Persistence.start (the site's
   * one store: the shell starts it once the page is there).
   */
  persist?: 'at-once' | 'when-started';
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

function buildRootReducer() {
  // The persisted ones (persisted-slices.ts) are plain until Persistence starts: it puts
  // redux-persist's reducers in their place.
  const rootReducer = combineSlices(
    settingsSlice,
    planDataSlice,
    planChoiceSlice,
    campaignDataSlice,
    customerSlice,
    agreementsSlice,
    uiSlice,
    accessLogSlice,
  ).withLazyLoadedSlices<LazyLoadedSlices>();
  return rootReducer as unknown as WithLateState<typeof rootReducer>;
}

export type RootReducer = ReturnType<typeof buildRootReducer>;
export type RootState = ReturnType<RootReducer>;

/** Dispatched after a remote's slice joins the store, so its initial state is there before the first render. */
export const sliceInjected = createAction<string>('store/sliceInjected');

/**
 * How a store keeps the visitor's state in the browser's storage. redux-persist
 * is loaded only when it starts (a chunk of its own, ./persistence): the
 * site's page starts and hydrates without it, and the shell starts it once
 * the page is there.
 */
export interface Persistence {
  /** bootstrapped: whatever was saved is back in the store (at once when nothing was saved). */
  getState(): { bootstrapped: boolean };
  subscribe(listener: () => void): () => void;
  /** Resolves once bootstrapped (whoever starts it). */
  restored(): Promise<void>;
  /** Writes the persisted slices now (before the page goes away); starts persisting first if needed. */
  flush(): Promise<unknown>;
  /** Loads redux-persist, brings back what was saved and keeps every change from then on; resolves once it is back. Once. */
  start(): Promise<void>;
  /**
   * Starts once there is something to keep: at once when something was saved
   * (it comes back) or when the visitor's own state changes; when only the
   * server's data changed (the settings and the version they carry), once the
   * page is hidden or KEEP_SERVER_DATA_AFTER_MS later. A visit that changes
   * nothing of the visitor's does not load redux-persist during its start.
   * Returns the undo (stops watching).
   */
  startWhenNeeded(): () => void;
}

/** How long the server's data alone waits to be written on a visit with nothing saved. */
export const KEEP_SERVER_DATA_AFTER_MS = 5_000;

const persistences = new WeakMap<object, Persistence>();

/** The persistence of a store made by createAppStore. */
export function persistorOf(store: object): Persistence | undefined {
  return persistences.get(store);
}

/** Whether any persisted slice has a record in storage. */
async function anythingSaved(storage: { local: Storage; session: Storage }): Promise<boolean> {
  const records = await Promise.all(
    PERSISTED_SLICES.map(({ slice, storage: kind }) => storage[kind].getItem(storageKey(slice.reducerPath))),
  );
  return records.some((record) => record !== null && record !== undefined);
}

function createPersistence(
  store: AppStore,
  rootReducer: RootReducer,
  storage: { local: Storage; session: Storage },
): Persistence {
  type Persistor = import('redux-persist').Persistor;
  let persistor: Persistor | null = null;
  let starting: Promise<void> | null = null;
  // Nothing to bring back: the page need not wait for redux-persist to know it.
  let nothingToRestore = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const saved = anythingSaved(storage);
  void saved.then((any) => {
    if (any) return;
    nothingToRestore = true;
    notify();
  });
  const start = (): Promise<void> =>
    (starting ??= import(/* webpackChunkName: "persistence" */ './persistence').then(
      ({ persist }) =>
        new Promise<void>((resolve) => {
          const started = persist(store, rootReducer as never, storage);
          persistor = started;
          // Started once what was saved is back: from then on every change is written.
          const settled = () => {
            notify();
            if (started.getState().bootstrapped) resolve();
          };
          started.subscribe(settled);
          settled();
        }),
      (error: unknown) => {
        // The page goes on with what it has; nothing saved comes back, nothing is kept.
        console.warn('saved state not restored', error);
        nothingToRestore = true;
        notify();
      },
    ));
  const bootstrapped = () => nothingToRestore || (persistor?.getState().bootstrapped ?? false);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const slices = () => store.getState() as unknown as Record<string, unknown>;
  const startWhenNeeded = (): (() => void) => {
    const baseline = slices();
    const undo: Array<() => void> = [];
    let stopped = false;
    let waiting = false;
    const stop = () => {
      stopped = true;
      for (const step of undo.splice(0)) step();
    };
    const startNow = () => {
      if (stopped) return;
      stop();
      void start();
    };
    const later = () => {
      if (waiting) return;
      waiting = true;
      const timer = setTimeout(startNow, KEEP_SERVER_DATA_AFTER_MS);
      const whenHidden = () => {
        if (document.visibilityState === 'hidden') startNow();
      };
      document.addEventListener('visibilitychange', whenHidden);
      undo.push(
        () => clearTimeout(timer),
        () => document.removeEventListener('visibilitychange', whenHidden),
      );
    };
    const check = () => {
      // Started by someone else (a flush before the page goes away): nothing left to watch.
      if (starting) return stop();
      const state = slices();
      const changed = PERSISTED_SLICES.filter(
        ({ slice }) => state[slice.reducerPath] !== baseline[slice.reducerPath],
      );
      if (changed.some(({ serverData }) => !serverData)) startNow();
      else if (changed.length > 0) later();
    };
    void saved.then((any) => {
      if (stopped) return;
      if (any) return startNow();
      undo.push(store.subscribe(check));
      check();
    }, startNow);
    return stop;
  };
  return {
    getState: () => ({ bootstrapped: bootstrapped() }),
    subscribe,
    restored: () =>
      new Promise<void>((resolve) => {
        if (bootstrapped()) return resolve();
        const unsubscribe = subscribe(() => {
          if (!bootstrapped()) return;
          unsubscribe();
          resolve();
        });
      }),
    flush: () => start().then(() => persistor?.flush()),
    start,
    startWhenNeeded,
  };
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

function configureAppStore(rootReducer: RootReducer, lateMiddleware: Middleware) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: Object.values(PERSIST_ACTIONS) },
      }).concat(lateMiddleware),
  });
}

export function createAppStore(options: StoreOptions = {}): AppStoreBundle {
  const storage = options.storage ?? {
    local: webStorage('localStorage'),
    session: webStorage('sessionStorage'),
  };
  const rootReducer: RootReducer = buildRootReducer();
  const late = createDynamicMiddleware();
  const store = configureAppStore(rootReducer, late.middleware);
  const join = (part: LateStorePart) => {
    rootReducer.inject(part as never);
    late.addMiddleware(part.middleware as never);
    // The part's initial state before anything reads it.
    store.dispatch(sliceInjected(part.reducerPath));
  };
  for (const part of lateParts) join(part);
  joinLateParts.add(join);
  const persistor = createPersistence(store, rootReducer, storage);
  persistences.set(store, persistor);
  if ((options.persist ?? 'at-once') === 'at-once') void persistor.start();
  return { store, persistor, rootReducer };
}

export type AppStore = ReturnType<typeof configureAppStore>;
export interface AppStoreBundle {
  store: AppStore;
  persistor: Persistence;
  rootReducer: RootReducer;
}
export type AppDispatch = AppStore['dispatch'];

export { memoryStorage };
