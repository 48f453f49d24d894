// The slices the browser keeps for the visitor's next page and next visit,
// and where: redux-persist (./persistence) writes each under
// `persist:hikari:<its path>`. Known here without redux-persist, which the
// page loads only once it is there (create-store.ts, Persistence).
import { agreementsSlice } from './slices/agreements-slice';
import { campaignDataSlice } from './slices/campaign-data-slice';
import { customerSlice } from './slices/customer-slice';
import { planChoiceSlice, planDataSlice } from './slices/plan-data-slice';
import { settingsSlice } from './slices/settings-slice';

export interface PersistedSlice {
  slice: { reducerPath: string; reducer: (state: never, action: never) => unknown };
  /** localStorage (kept for the next visit) or sessionStorage (this tab only: personal data). */
  storage: 'local' | 'session';
  /** Fields never written. */
  blacklist?: readonly string[];
  /** The bank account number is blanked before the record is written. */
  withoutAccountNumber?: boolean;
  /**
   * The server's data, not the visitor's: on a visit with nothing saved yet, a
   * change to it alone starts the persistence only once the page is hidden or
   * has been quiet a while (create-store.ts, Persistence.startWhenNeeded).
   */
  serverData?: true;
}

export const PERSISTED_SLICES: readonly PersistedSlice[] = [
  { slice: settingsSlice, storage: 'local', blacklist: ['source'], serverData: true },
  // isAreaChecked lives with the address it is about, in the customer's session record.
  { slice: planDataSlice, storage: 'local', blacklist: ['isAreaChecked'] },
  { slice: planChoiceSlice, storage: 'local' },
  { slice: campaignDataSlice, storage: 'local' },
  // Personal data: only for this tab's session.
  { slice: customerSlice, storage: 'session', withoutAccountNumber: true },
  { slice: agreementsSlice, storage: 'local' },
];
