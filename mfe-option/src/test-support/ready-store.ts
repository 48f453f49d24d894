// A test store whose (empty, in-memory) persisted state is restored already,
// so the restore cannot overwrite a choice the test has just made.

import { createTestStore } from '@hikari/shared/testing';
import type { AppStoreBundle } from '@hikari/shared/store';

export async function readyStore(): Promise<AppStoreBundle> {
  const bundle = createTestStore();
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
