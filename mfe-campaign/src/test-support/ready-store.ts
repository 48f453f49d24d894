// A test store whose persisted state is restored already, so the restore
// neither re-renders a page in the middle of a test nor overwrites a choice
// the test dispatched. (mfe-apply keeps the same helper; shared/testing is
// the place for one copy.)

import type { ReactElement } from 'react';
import { createAppStore, memoryStorage, type AppStoreBundle } from '@hikari/shared/store';
import { renderWithStore, type RenderWithStoreOptions } from '@hikari/shared/testing';

export async function readyStore(): Promise<AppStoreBundle> {
  const bundle = createAppStore({ storage: { local: memoryStorage(), session: memoryStorage() } });
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

/** renderWithStore on a ready store (the one given, or a fresh one). */
export async function renderPage(ui: ReactElement, options: RenderWithStoreOptions = {}) {
  return renderWithStore(ui, { ...options, bundle: options.bundle ?? (await readyStore()) });
}
