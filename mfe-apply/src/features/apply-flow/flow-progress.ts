// Where the visitor stands in the application flow, and where a typed URL
// may lead: a later step opens only when every step before it is done.

import { createSelector } from '@reduxjs/toolkit';
import { APPLY_FLOW, paths } from '@hikari/shared/domain';
import { selectPlanData } from '@hikari/shared/store';
import { selectCompletedSteps, selectSubmission } from './state/application-slice';

export interface FlowProgress {
  completedSteps: readonly string[];
  /** The area search said the address is served (on /apply/area/ or on /area/). */
  isAreaChecked: boolean;
  /** The application was accepted and has a reception number. */
  isSubmitted: boolean;
}

/** Steps anyone may open: the area check and the simulation are also entry points. */
const OPEN_STEPS: readonly string[] = [paths.applyArea, paths.applyForm];

export function isStepDone(step: string, progress: FlowProgress): boolean {
  if (step === paths.applyArea) return progress.isAreaChecked || progress.completedSteps.includes(step);
  if (step === paths.applyCompleted) return progress.isSubmitted;
  return progress.completedSteps.includes(step);
}

/** The first step not done yet; the completed page when everything is. */
export function firstIncompleteStep(progress: FlowProgress): string {
  return APPLY_FLOW.find((step) => !isStepDone(step, progress)) ?? paths.applyCompleted;
}

/**
 * null when `step` may be shown; otherwise the step to send the visitor to.
 * The completed page needs an accepted application, not the earlier steps:
 * those are cleared together with the personal data once it is shown.
 */
export function redirectFor(step: string, progress: FlowProgress): string | null {
  if (OPEN_STEPS.includes(step)) return null;
  if (step === paths.applyCompleted) {
    if (progress.isSubmitted) return null;
    // Everything answered but not sent (or the answer was lost): the terms page sends it.
    const open = firstIncompleteStep(progress);
    return open === paths.applyCompleted ? paths.applyTerms : open;
  }
  const index = APPLY_FLOW.indexOf(step as (typeof APPLY_FLOW)[number]);
  const missing = APPLY_FLOW.slice(0, Math.max(index, 0)).find((earlier) => !isStepDone(earlier, progress));
  return missing ?? null;
}

export const selectFlowProgress = createSelector(
  [selectCompletedSteps, selectPlanData, selectSubmission],
  (completedSteps, planData, submission): FlowProgress => ({
    completedSteps,
    isAreaChecked: planData.isAreaChecked,
    isSubmitted: submission.status === 'done' && Boolean(submission.introductionId),
  }),
);
