// The application's progress, kept in the tab's sessionStorage like every
// draft of this remote (docs/architecture.md#shared-state: personal data lives as long as the tab).
// The pending idempotency key is part of it, so a retry after a reload sends
// the same application instead of a second one.

import { APPLY_FLOW } from '@hikari/shared/domain';
import {
  createSessionDraft,
  isRecord,
  sessionStorageOrNull,
  type AppStoreBundle,
  type KeyValueStorage,
} from '@hikari/shared/store';
import {
  applicationSlice,
  applicationStateRestored,
  initialSubmission,
  selectApplicationState,
  type ApplicationState,
  type BookedWorksSlot,
  type SubmissionState,
} from './application-slice';

export const APPLICATION_STORAGE_KEY = 'hikari:application';

/**
 * Where this state was kept before it moved out of the shared customer slice:
 * redux-persist's record of that slice, whose values are JSON strings. A tab
 * that was in the middle of an application when this release went live
 * carries on from there (read once, when this remote's own record is absent).
 * sessionStorage dies with the tab, so this can go one release later.
 */
export const LEGACY_CUSTOMER_RECORD_KEY = 'persist:hikari:customer';

const STATUSES: readonly SubmissionState['status'][] = ['idle', 'submitting', 'failed', 'done'];
const FLOW_STEPS: readonly string[] = APPLY_FLOW;

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function readWorksSlot(value: unknown): BookedWorksSlot | null {
  if (!isRecord(value)) return null;
  const { date, band, label, holiday } = value;
  if (typeof date !== 'string' || typeof band !== 'string' || typeof label !== 'string') return null;
  return { date, band, label, holiday: holiday === true };
}

function readSubmission(value: unknown): SubmissionState {
  if (!isRecord(value)) return initialSubmission;
  const status = STATUSES.find((known) => known === value.status) ?? 'idle';
  const fieldErrors: Record<string, string> = {};
  if (isRecord(value.fieldErrors)) {
    for (const [path, message] of Object.entries(value.fieldErrors)) {
      if (typeof message === 'string') fieldErrors[path] = message;
    }
  }
  return {
    idempotencyKey: stringOrNull(value.idempotencyKey),
    // A 'submitting' cut short by the reload is turned into a failure by the terms page (same key).
    status,
    receptionId: stringOrNull(value.receptionId),
    introductionId: stringOrNull(value.introductionId),
    worksSlot: readWorksSlot(value.worksSlot),
    followToken: stringOrNull(value.followToken),
    errorMessage: stringOrNull(value.errorMessage),
    fieldErrors,
    restartedAfter: stringOrNull(value.restartedAfter),
  };
}

function readState(stored: Record<string, unknown>): ApplicationState | null {
  const steps = stored.completedSteps;
  if (!Array.isArray(steps)) return null;
  return {
    completedSteps: steps.filter((step): step is string => FLOW_STEPS.includes(step as string)),
    submission: readSubmission(stored.submission),
  };
}

const applicationDraft = createSessionDraft<ApplicationState>({
  key: APPLICATION_STORAGE_KEY,
  version: 1,
  slice: applicationSlice,
  select: selectApplicationState,
  restored: applicationStateRestored,
  decode: readState,
});

/** The progress an earlier release kept in the shared customer record, or null. */
function readLegacyRecord(storage: KeyValueStorage | null): ApplicationState | null {
  try {
    const raw = storage?.getItem(LEGACY_CUSTOMER_RECORD_KEY);
    if (!raw) return null;
    const record: unknown = JSON.parse(raw);
    if (!isRecord(record) || typeof record.completedSteps !== 'string') return null;
    const submission = typeof record.submission === 'string' ? JSON.parse(record.submission) : null;
    return readState({ completedSteps: JSON.parse(record.completedSteps), submission });
  } catch {
    return null;
  }
}

/** What an earlier page of this tab left, or null when there is nothing usable. */
export const loadApplicationState = applicationDraft.load;

/**
 * Adds the slice to the store, restores what this tab kept (or what an
 * earlier release kept in the customer record) and saves every change.
 * Once per store; defaults: the site's store and sessionStorage.
 */
export function prepareApplicationState(
  bundle?: AppStoreBundle,
  storage: KeyValueStorage | null = sessionStorageOrNull(),
): void {
  if (applicationDraft.load(storage) === null) {
    const legacy = readLegacyRecord(storage);
    if (legacy) applicationDraft.save(legacy, storage);
  }
  applicationDraft.prepare(bundle, storage);
}
