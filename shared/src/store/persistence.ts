// redux-persist and what it keeps, in a chunk of its own ("persistence"): the
// page loads it once it is there (create-store.ts, Persistence.start), so the
// start of every page neither downloads nor runs it.
import {
  createTransform,
  persistReducer,
  persistStore,
  type PersistedState,
  type Persistor,
  type Storage,
} from 'redux-persist';
import type { Reducer, Store } from '@reduxjs/toolkit';
import type { CustomerData } from '@hikari/shared/domain/core';
import { persistKey } from './persist-keys';
import { PERSISTED_SLICES } from './persisted-slices';

/** A bank account number never reaches browser storage, not even sessionStorage. */
const withoutAccountNumber = createTransform<CustomerData, CustomerData>(
  (details) => ({ ...details, bankInfo: { ...details.bankInfo, accountNo: '' } }),
  (details) => details,
  { whitelist: ['applicationDetails'] },
);

/**
 * What comes back of a slice, without the fields that are never written: a
 * copy an older build wrote (the plan data's area flag once was) does not
 * come back either.
 */
function withoutFields(fields: readonly string[]) {
  return (state: PersistedState): Promise<PersistedState> => {
    if (!state) return Promise.resolve(state);
    const kept: Record<string, unknown> = { ...state };
    for (const field of fields) delete kept[field];
    return Promise.resolve(kept as PersistedState);
  };
}

interface Injectable {
  inject(slice: { reducerPath: string; reducer: Reducer }, config: { overrideExisting: true }): unknown;
}

/**
 * Each persisted slice's reducer wrapped by redux-persist in place of the
 * plain one, then the store persisted: what was saved comes back
 * (REHYDRATE), and every change is written from then on.
 */
export function persist(
  store: Store,
  rootReducer: Injectable,
  storage: { local: Storage; session: Storage },
): Persistor {
  for (const { slice, storage: kind, blacklist, withoutAccountNumber: blankAccount } of PERSISTED_SLICES) {
    rootReducer.inject(
      {
        reducerPath: slice.reducerPath,
        reducer: persistReducer(
          {
            key: persistKey(slice.reducerPath),
            storage: storage[kind],
            version: 1,
            ...(blacklist ? { blacklist: [...blacklist], migrate: withoutFields(blacklist) } : {}),
            ...(blankAccount ? { transforms: [withoutAccountNumber] } : {}),
          },
          slice.reducer as Reducer,
        ),
      },
      { overrideExisting: true },
    );
  }
  return persistStore(store);
}
