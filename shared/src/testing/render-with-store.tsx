import { render, type RenderOptions } from '@testing-library/react';
import type { Slice } from '@reduxjs/toolkit';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import {
  createAppStore,
  injectSlice,
  memoryStorage,
  type AppStoreBundle,
  type StoreOptions,
} from '@hikari/shared/store';

export interface RenderWithStoreOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Remote slices to inject, as the remote's entry does. */
  slices?: Slice[];
  /** Path the page is rendered at. Default '/'. */
  path?: string;
  /** Other paths the test can navigate to; each renders its path as text. */
  otherPaths?: string[];
  /** A store to reuse (e.g. to check state after a remount). Default: a fresh one. */
  bundle?: AppStoreBundle;
  /** Where the visit starts, with a query or history state (a link's `state`). Default `path`. */
  entry?: InitialEntry;
}

/** In-memory local and session storage; give the same one to two stores to play a reload. */
export function testStorage(): NonNullable<StoreOptions['storage']> {
  return { local: memoryStorage(), session: memoryStorage() };
}

/** A fresh store with in-memory storage: tests never share state or touch the browser's storage. */
export function createTestStore(storage = testStorage()): AppStoreBundle {
  return createAppStore({ storage });
}

/**
 * A test store whose persisted state has been restored already, so the
 * restore neither re-renders a page in the middle of a test nor overwrites
 * a choice the test has just dispatched.
 */
export async function readyStore(storage = testStorage()): Promise<AppStoreBundle> {
  const bundle = createTestStore(storage);
  await bundle.persistor.restored();
  return bundle;
}

/** Renders a page inside the one store and a router, as the shell mounts it. */
export function renderWithStore(ui: ReactElement, options: RenderWithStoreOptions = {}) {
  const { slices = [], path = '/', otherPaths = [], bundle = createTestStore(), entry, ...rest } = options;
  for (const slice of slices) injectSlice(slice, bundle);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={bundle.store}>
        <MemoryRouter initialEntries={[entry ?? path]}>
          <Routes>
            <Route path={path} element={children} />
            {otherPaths.map((other) => (
              <Route key={other} path={other} element={<p data-testid="location">{other}</p>} />
            ))}
          </Routes>
        </MemoryRouter>
      </Provider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper, ...rest }), ...bundle };
}

/** renderWithStore on a ready store (the one given, or a fresh one). */
export async function renderPage(ui: ReactElement, options: RenderWithStoreOptions = {}) {
  return renderWithStore(ui, { ...options, bundle: options.bundle ?? (await readyStore()) });
}
