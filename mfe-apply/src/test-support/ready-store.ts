// A test store whose (empty, in-memory) persisted state has been restored
// already, so the restore does not re-render a page in the middle of a test.

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
