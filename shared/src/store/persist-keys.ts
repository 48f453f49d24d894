// What the store knows of redux-persist before the library is loaded (it comes
// after the page: create-store.ts, Persistence): the keys it writes under and
// its action types. persistence.test.ts checks they agree with the library.

/** redux-persist's key of a persisted slice (its config key). */
export const persistKey = (reducerPath: string): string => `hikari:${reducerPath}`;

/** Where redux-persist writes a slice in storage: its key with redux-persist's prefix. */
export const storageKey = (reducerPath: string): string => `persist:${persistKey(reducerPath)}`;

/**
 * redux-persist's action types (its constants), for code that must know them
 * before the library is loaded.
 */
export const PERSIST_ACTIONS = {
  FLUSH: 'persist/FLUSH',
  REHYDRATE: 'persist/REHYDRATE',
  PAUSE: 'persist/PAUSE',
  PERSIST: 'persist/PERSIST',
  PURGE: 'persist/PURGE',
  REGISTER: 'persist/REGISTER',
} as const;
