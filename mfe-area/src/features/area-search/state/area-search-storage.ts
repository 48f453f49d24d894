import type { AreaSearchResult } from '@hikari/shared/domain';
import { getAppStore, injectSlice, type AppStoreBundle } from '@hikari/shared/store';
import type { AreaSearchOutcome } from '@hikari/shared/ui';
import {
  areaSearchRestored,
  areaSearchSlice,
  emptyDraft,
  initialAreaSearchState,
  selectAreaSearchState,
  type AreaDraft,
  type AreaSearchState,
  type SurfaceState,
} from './area-search-slice';

// Only the shared slices are persisted by the store (redux-persist, set up in
// shared). This remote's slice is kept here instead, in sessionStorage: an
// address is personal data, so it lives only as long as the tab, as
// DESIGN.md asks of personal data.

export const AREA_SEARCH_STORAGE_KEY = 'hikari:area-search';
const FORMAT_VERSION = 1;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage refused (privacy settings): the form still works, it just does not survive a reload.
    return null;
  }
}

const DRAFT_TEXT_FIELDS = ['postalCode', 'prefecture', 'city', 'town', 'chome', 'banchi', 'buildingName'] as const;

const RESULT_BOOLEAN_FIELDS = [
  'isServiceArea',
  'is10GArea',
  'isTVArea',
  'isRegister',
  'isNonAvailable',
  'isApprovedMansion',
  'isMansionWari12',
  'isKDDI',
  'isAllCommufaMansion',
] as const;
const RESULT_TEXT_FIELDS = ['status', 'period', 'mansionPlanType', 'notes'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readDraft(value: unknown): AreaDraft | null {
  if (!isRecord(value)) return null;
  const { buildingType } = value;
  if (buildingType !== null && buildingType !== 0 && buildingType !== 1) return null;
  const draft: AreaDraft = { ...emptyDraft, buildingType };
  for (const key of DRAFT_TEXT_FIELDS) {
    const field = value[key];
    if (typeof field !== 'string') return null;
    draft[key] = field;
  }
  return draft;
}

function readResult(value: unknown): AreaSearchResult | null {
  if (!isRecord(value) || value.result !== 'success') return null;
  const result: Record<string, unknown> = { result: 'success' };
  for (const key of RESULT_BOOLEAN_FIELDS) {
    const field = value[key];
    if (field !== null && typeof field !== 'boolean') return null;
    result[key] = field;
  }
  for (const key of RESULT_TEXT_FIELDS) {
    const field = value[key];
    if (field !== null && typeof field !== 'string') return null;
    result[key] = field;
  }
  return result as unknown as AreaSearchResult;
}

function readSurface(value: unknown): SurfaceState {
  if (!isRecord(value)) return { searching: false, outcome: null };
  const draft = readDraft(value.address);
  const result = readResult(value.result);
  if (!draft || draft.buildingType === null || !result) return { searching: false, outcome: null };
  return { searching: false, outcome: { address: { ...draft, buildingType: draft.buildingType }, result } };
}

/** What an earlier page of this tab left, or null when there is nothing usable. */
export function loadAreaSearch(storage: KeyValueStorage | null = sessionStorageOrNull()): AreaSearchState | null {
  let parsed: unknown;
  try {
    const raw = storage?.getItem(AREA_SEARCH_STORAGE_KEY);
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
    ...initialAreaSearchState,
    draft,
    surfaces: { ...initialAreaSearchState.surfaces, page: readSurface(parsed.pageOutcome) },
  };
}

/**
 * The draft, and the answer of /area/ when it was a success, so a reload of
 * the answer shows it again. A failed answer is not kept (a reload offers the
 * form again), nor the widget's: the application shows its form whenever the
 * visitor comes back to that step.
 */
export function saveAreaSearch(state: AreaSearchState, storage: KeyValueStorage | null = sessionStorageOrNull()): void {
  const page = state.surfaces.page.outcome;
  const pageOutcome: AreaSearchOutcome | null = page?.result.result === 'success' ? page : null;
  try {
    storage?.setItem(
      AREA_SEARCH_STORAGE_KEY,
      JSON.stringify({ version: FORMAT_VERSION, draft: state.draft, pageOutcome }),
    );
  } catch {
    // Quota or privacy mode: losing the draft on reload is acceptable, breaking the form is not.
  }
}

const prepared = new WeakSet<AppStoreBundle>();

/**
 * Adds the slice to the store, restores what this tab kept, and keeps it up
 * to date from then on. Both exposed modules call it; only the first call
 * per store does anything.
 */
export function prepareAreaSearchState(
  bundle: AppStoreBundle = getAppStore(),
  storage: KeyValueStorage | null = sessionStorageOrNull(),
): void {
  if (prepared.has(bundle)) return;
  prepared.add(bundle);
  injectSlice(areaSearchSlice, bundle);
  const saved = loadAreaSearch(storage);
  if (saved) bundle.store.dispatch(areaSearchRestored(saved));
  let last = selectAreaSearchState(bundle.store.getState());
  bundle.store.subscribe(() => {
    const now = selectAreaSearchState(bundle.store.getState());
    if (now === last) return;
    last = now;
    saveAreaSearch(now, storage);
  });
}
