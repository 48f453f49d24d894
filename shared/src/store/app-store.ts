import type { Slice } from '@reduxjs/toolkit';
import { createAppStore, type AppStoreBundle } from './create-store';

// The site has exactly one store. This module is a federation singleton, so
// the shell and every remote reach the same instance through getAppStore().
let bundle: AppStoreBundle | null = null;

export function getAppStore(): AppStoreBundle {
  bundle ??= createAppStore();
  return bundle;
}

/** Adds a remote's slice to the one store; safe to call again on re-render or remount. */
export function injectSlice<S extends Slice>(slice: S): void {
  getAppStore().rootReducer.inject(slice as never);
}
