// What the resume page hands the step it opens (the router's history state),
// so the step can say that the answers are back and what to type again.

import { isRecord } from '@hikari/shared/store';

export interface ResumedDraft {
  /** The bank account had been begun; its number was not kept. */
  accountNoAgain: boolean;
  /** ISO instant the mailed link stops working, or null. */
  expiresAt: string | null;
}

export const resumedState = (resumed: ResumedDraft) => ({ resumedDraft: resumed });

/** The resumed draft a history state carries, or null. */
export function resumedDraftOf(state: unknown): ResumedDraft | null {
  if (!isRecord(state) || !isRecord(state.resumedDraft)) return null;
  const { accountNoAgain, expiresAt } = state.resumedDraft;
  return {
    accountNoAgain: accountNoAgain === true,
    expiresAt: typeof expiresAt === 'string' ? expiresAt : null,
  };
}
