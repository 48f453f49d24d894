// The shared store persists only the shared slices. This slice is kept here,
// in sessionStorage: names, phone numbers and addresses are personal data, so
// they live as long as the tab and never in localStorage (DESIGN.md).

import { CONTACT_TIME_SLOTS, CONTACT_TOPICS } from '@hikari/shared/forms';
import { getAppStore, injectSlice, type AppStoreBundle } from '@hikari/shared/store';
import {
  contactRestored,
  contactSlice,
  emptyContactDraft,
  initialContactState,
  selectContactState,
  type ContactDraft,
  type ContactReceived,
  type ContactState,
  type PendingKey,
  type RequestedSlot,
} from './contact-slice';

export const CONTACT_STORAGE_KEY = 'hikari:contact';
const FORMAT_VERSION = 1;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage refused (privacy settings): the form still works, it just does not survive a reload.
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

function readDraft(value: unknown): ContactDraft | null {
  if (!isRecord(value)) return null;
  const draft = { ...emptyContactDraft };
  for (const key of Object.keys(emptyContactDraft) as (keyof ContactDraft)[]) {
    if (typeof value[key] !== 'string') return null;
    (draft as Record<string, string>)[key] = value[key];
  }
  const { topic, firstChoiceTime, secondChoiceTime } = draft;
  if (topic !== '' && !oneOf(CONTACT_TOPICS, topic)) return null;
  for (const time of [firstChoiceTime, secondChoiceTime]) {
    if (time !== '' && !oneOf(CONTACT_TIME_SLOTS, time)) return null;
  }
  return draft;
}

function readSlot(value: unknown): RequestedSlot | null {
  if (!isRecord(value) || typeof value.date !== 'string' || !oneOf(CONTACT_TIME_SLOTS, value.time))
    return null;
  return { date: value.date, time: value.time };
}

function readReceived(value: unknown): ContactReceived | null {
  if (!isRecord(value) || typeof value.receptionId !== 'string' || !oneOf(CONTACT_TOPICS, value.topic))
    return null;
  const firstChoice = readSlot(value.firstChoice);
  const secondChoice = readSlot(value.secondChoice);
  if (!firstChoice || !secondChoice) return null;
  return { receptionId: value.receptionId, topic: value.topic, firstChoice, secondChoice };
}

function readKey(value: unknown): PendingKey | null {
  if (!isRecord(value) || typeof value.key !== 'string' || typeof value.fingerprint !== 'string') return null;
  return { key: value.key, fingerprint: value.fingerprint };
}

/** What an earlier page of this tab left, or null when there is nothing usable. */
export function loadContact(storage: KeyValueStorage | null = sessionStorageOrNull()): ContactState | null {
  let parsed: unknown;
  try {
    const raw = storage?.getItem(CONTACT_STORAGE_KEY);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  // An older or foreign format is dropped rather than half-read.
  if (!isRecord(parsed) || parsed.version !== FORMAT_VERSION) return null;
  const draft = readDraft(parsed.draft);
  if (!draft) return null;
  return {
    ...initialContactState,
    draft,
    received: readReceived(parsed.received),
    pendingKey: readKey(parsed.pendingKey),
  };
}

export function saveContact(
  state: ContactState,
  storage: KeyValueStorage | null = sessionStorageOrNull(),
): void {
  try {
    storage?.setItem(CONTACT_STORAGE_KEY, JSON.stringify({ version: FORMAT_VERSION, ...state }));
  } catch {
    // Quota or privacy mode: losing the draft on reload is acceptable, breaking the form is not.
  }
}

const prepared = new WeakSet<AppStoreBundle>();

/**
 * Adds the slice to the store, restores what this tab kept and saves every
 * change from then on. Only the first call per store does anything.
 */
export function prepareContactState(
  bundle: AppStoreBundle = getAppStore(),
  storage: KeyValueStorage | null = sessionStorageOrNull(),
): void {
  if (prepared.has(bundle)) return;
  prepared.add(bundle);
  injectSlice(contactSlice, bundle);
  const saved = loadContact(storage);
  if (saved) bundle.store.dispatch(contactRestored(saved));
  let last = selectContactState(bundle.store.getState());
  bundle.store.subscribe(() => {
    const now = selectContactState(bundle.store.getState());
    if (now === last) return;
    last = now;
    saveContact(now, storage);
  });
}
