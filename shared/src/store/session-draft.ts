// A remote's own slice kept in sessionStorage. The store persists only the
// shared slices (redux-persist); a remote's drafts (addresses, names, phone
// numbers) are personal data, so they live as long as the tab and never in
// localStorage (docs/architecture.md#shared-state). No React here.

import type { Slice, UnknownAction } from '@reduxjs/toolkit';
import { getAppStore, injectSlice } from './app-store';
import type { AppStoreBundle } from './create-store';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab's sessionStorage, or null where the browser refuses it. */
export function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage refused (privacy settings): the form still works, it just does not survive a reload.
    return null;
  }
}

/** For decoders: a JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type AppState = ReturnType<AppStoreBundle['store']['getState']>;

export interface SessionDraftOptions<State> {
  /** The sessionStorage key. Changing it loses every visitor's saved draft. */
  key: string;
  /** Written next to the state; a stored value of another version is dropped rather than half-read. */
  version: number;
  /** The slice the draft belongs to; prepare() injects it. */
  slice: Slice;
  /** The slice's whole state in the root state. */
  select: (state: AppState) => State;
  /** The action that replaces the slice's state with what the tab kept. */
  restored: (state: State) => UnknownAction;
  /** The state from the stored object (its `version` already checked), or null when it is not usable. */
  decode: (stored: Record<string, unknown>) => State | null;
  /** What is written besides the version. Default: the whole state. */
  encode?: (state: State) => object;
}

export interface SessionDraft<State> {
  /** What an earlier page of this tab left, or null when there is nothing usable. Default storage: sessionStorage. */
  load(storage?: KeyValueStorage | null): State | null;
  /** Keeps the state; a storage that refuses is ignored. Default storage: sessionStorage. */
  save(state: State, storage?: KeyValueStorage | null): void;
  /**
   * Adds the slice to the store, restores what this tab kept and saves every
   * change from then on. Only the first call per store does anything.
   * Defaults: the site's store and sessionStorage.
   */
  prepare(bundle?: AppStoreBundle, storage?: KeyValueStorage | null): void;
}

/** Stores into which some session draft brought back state other than its slice's initial state. */
const storesWithRestoredDraft = new WeakSet<AppStoreBundle>();

/**
 * Whether a session draft of this tab gave a slice other state than its
 * initial one. A prerendered page was rendered with initial state only, so
 * the shell mounts such a page once more after hydrating it
 * (shell/src/lib/hydration.ts), for its forms to start from the draft.
 */
export function hasRestoredSessionDraft(bundle: AppStoreBundle = getAppStore()): boolean {
  return storesWithRestoredDraft.has(bundle);
}

/** The load, save and store wiring of one slice kept in the tab's sessionStorage. */
export function createSessionDraft<State extends object>(
  options: SessionDraftOptions<State>,
): SessionDraft<State> {
  const { key, version, slice, select, restored, decode, encode = (state: State) => state } = options;

  function load(storage: KeyValueStorage | null = sessionStorageOrNull()): State | null {
    let parsed: unknown;
    try {
      const raw = storage?.getItem(key);
      if (!raw) return null;
      parsed = JSON.parse(raw);
    } catch {
      return null;
    }
    // An older or foreign format is dropped rather than half-read.
    if (!isRecord(parsed) || parsed.version !== version) return null;
    return decode(parsed);
  }

  function save(state: State, storage: KeyValueStorage | null = sessionStorageOrNull()): void {
    try {
      storage?.setItem(key, JSON.stringify({ version, ...encode(state) }));
    } catch {
      // Quota or privacy mode: losing the draft on reload is acceptable, breaking the form is not.
    }
  }

  const prepared = new WeakSet<AppStoreBundle>();

  function prepare(
    bundle: AppStoreBundle = getAppStore(),
    storage: KeyValueStorage | null = sessionStorageOrNull(),
  ): void {
    if (prepared.has(bundle)) return;
    prepared.add(bundle);
    injectSlice(slice, bundle);
    const saved = load(storage);
    if (saved) {
      bundle.store.dispatch(restored(saved));
      const now = JSON.stringify(select(bundle.store.getState()));
      if (now !== JSON.stringify(slice.getInitialState())) storesWithRestoredDraft.add(bundle);
    }
    let last = select(bundle.store.getState());
    bundle.store.subscribe(() => {
      const now = select(bundle.store.getState());
      if (now === last) return;
      last = now;
      save(now, storage);
    });
  }

  return { load, save, prepare };
}
