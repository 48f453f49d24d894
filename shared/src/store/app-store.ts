import { useSyncExternalStore } from 'react';
import { useAppStore } from './hooks';
import type { Slice, SliceCaseReducers, SliceSelectors } from '@reduxjs/toolkit';
import { createAppStore, persistorOf, sliceInjected, type AppStoreBundle } from './create-store';

// The site has exactly one store. This module is a federation singleton, so
// the shell and every remote reach the same instance through getAppStore().
let bundle: AppStoreBundle | null = null;

/**
 * The site's store. It keeps the visitor's state in the browser's storage
 * from when the page starts it (`persistor.start()`: the shell once its page
 * is there, a remote's standalone mount at once), so redux-persist is not
 * part of any page's start.
 */
export function getAppStore(): AppStoreBundle {
  bundle ??= createAppStore({ persist: 'when-started' });
  return bundle;
}

/**
 * Adds a remote's slice to the one store (or to the given store, in tests);
 * calling it again is harmless.
 */
export function injectSlice<S extends Slice>(slice: S, target: AppStoreBundle = getAppStore()): void {
  target.rootReducer.inject(slice as never);
  if ((target.store.getState() as unknown as Record<string, unknown>)[slice.reducerPath] === undefined) {
    target.store.dispatch(sliceInjected(slice.reducerPath));
  }
}

/**
 * Selectors of a remote's slice that answer the slice's initial state until
 * the slice has been injected (RTK's injected-slice selectors), typed for the
 * root state where the remote's key is optional.
 */
export function lazySliceSelectors<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  // injectInto only calls inject() on its argument; the real injection is injectSlice().
  return slice.injectInto({ inject: () => undefined } as never).selectors;
}

/**
 * Whether the visitor's saved state (redux-persist) is back in the store.
 * false on the server and while a prerendered page hydrates, so that a
 * decision taken on saved state (a flow step sending the visitor back) waits
 * for that state instead of acting on the defaults the page was rendered with.
 */
export function useSavedStateRestored(): boolean {
  // The persistor of the page's store (in tests, the store the test renders with).
  const store = useAppStore();
  const persistor = persistorOf(store) ?? getAppStore().persistor;
  return useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
    () => false,
  );
}
