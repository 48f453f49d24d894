// A test store whose persisted state has been restored already, so the
// restore does not re-render a page in the middle of a test, nor overwrite a
// choice the test has just made. Pass the same storage to two stores to play
// a reload.

import { createAppStore, memoryStorage, type AppStoreBundle, type StoreOptions } from '@hikari/shared/store';

/** Empty in-memory localStorage and sessionStorage for one test store (or two, for a reload). */
export function testStorage(): NonNullable<StoreOptions['storage']> {
  return { local: memoryStorage(), session: memoryStorage() };
}

export async function readyStore(storage = testStorage()): Promise<AppStoreBundle> {
  const bundle = createAppStore({ storage });
  await new Promise<void>((resolve) => {
    if (bundle.persistor.getState().bootstrapped) return resolve();
    const unsubscribe = bundle.persistor.subscribe(() => {
      if (!bundle.persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
  return bundle;
}
