// Puts a draft's answers back into the one store and marks the steps before
// the draft's step as done, so the link opens that step with them.

import { APPLY_FLOW } from '@hikari/shared/domain';
import {
  agreementsReset,
  applicationDetailsChanged,
  applicationRestarted,
  campaignDataReplaced,
  personalDataCleared,
  planDataReplaced,
  type AppDispatch,
  type RootState,
} from '@hikari/shared/store';
import { selectSubmission, stepCompleted } from '../apply-flow';
import type { DraftAnswers } from './draft-payload';

/**
 * Whatever this tab held before goes first: the progress of another
 * application (its later steps must not count as done for these answers)
 * and, after an accepted one, its submission, which would otherwise make the
 * step start a new application from nothing. The terms are agreed again.
 */
export const restoreDraft =
  (answers: DraftAnswers, step: string) => (dispatch: AppDispatch, getState: () => RootState) => {
    dispatch(selectSubmission(getState()).status === 'done' ? applicationRestarted() : personalDataCleared());
    dispatch(agreementsReset());
    dispatch(planDataReplaced(answers.planData));
    dispatch(campaignDataReplaced(answers.campaignData));
    dispatch(applicationDetailsChanged(answers.customer));
    const at = APPLY_FLOW.indexOf(step as (typeof APPLY_FLOW)[number]);
    for (const earlier of APPLY_FLOW.slice(0, Math.max(at, 0))) dispatch(stepCompleted(earlier));
  };
