import type { AreaSearchResult } from '@hikari/shared/domain';
import { createSessionDraft, isRecord } from '@hikari/shared/store';
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
// docs/architecture.md#shared-state asks of personal data.

export const AREA_SEARCH_STORAGE_KEY = 'hikari:area-search';

const DRAFT_TEXT_FIELDS = [
  'postalCode',
  'prefecture',
  'city',
  'town',
  'chome',
  'banchi',
  'buildingName',
] as const;

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

const areaSearchDraft = createSessionDraft<AreaSearchState>({
  key: AREA_SEARCH_STORAGE_KEY,
  version: 1,
  slice: areaSearchSlice,
  select: selectAreaSearchState,
  restored: areaSearchRestored,
  decode: (stored) => {
    const draft = readDraft(stored.draft);
    if (!draft) return null;
    return {
      ...initialAreaSearchState,
      draft,
      surfaces: { ...initialAreaSearchState.surfaces, page: readSurface(stored.pageOutcome) },
    };
  },
  /**
   * The draft, and the answer of /area/ when it was a success, so a reload of
   * the answer shows it again. A failed answer is not kept (a reload offers the
   * form again), nor the widget's: the application shows its form whenever the
   * visitor comes back to that step.
   */
  encode: (state) => {
    const page = state.surfaces.page.outcome;
    const pageOutcome: AreaSearchOutcome | null = page?.result.result === 'success' ? page : null;
    return { draft: state.draft, pageOutcome };
  },
});

/** What an earlier page of this tab left, or null when there is nothing usable. */
export const loadAreaSearch = areaSearchDraft.load;
export const saveAreaSearch = areaSearchDraft.save;
/**
 * Adds the slice to the store, restores what this tab kept, and keeps it up
 * to date from then on. Both exposed modules call it; only the first call
 * per store does anything.
 */
export const prepareAreaSearchState = areaSearchDraft.prepare;
