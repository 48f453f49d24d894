import { createAction, type Slice } from '@reduxjs/toolkit';
import { createAppStore, type AppStoreBundle } from './create-store';

// The site has exactly one store. This module is a federation singleton, so
// the shell and every remote reach the same instance through getAppStore().
let bundle: AppStoreBundle | null = null;

export function getAppStore(): AppStoreBundle {
  bundle ??= createAppStore();
  return bundle;
}

/** Dispatched after a remote's slice joins the store, so its initial state is there before the first render. */
export const sliceInjected = createAction<string>('store/sliceInjected');

/**
 * Adds a remote's slice to the one store (or to the given store, in tests);
 * calling it again is harmless.
 */
export function injectSlice<S extends Slice>(slice: S, target: AppStoreBundle = getAppStore()): void {
  target.rootReducer.inject(slice as never);
  if ((target.store.getState() as Record<string, unknown>)[slice.reducerPath] === undefined) {
    target.store.dispatch(sliceInjected(slice.reducerPath));
  }
}
