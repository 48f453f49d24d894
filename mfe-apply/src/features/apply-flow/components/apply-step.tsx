import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths, unregisteredBuildingCondition } from '@hikari/shared/domain';
import { selectPlanData, useAppSelector, useSavedStateRestored } from '@hikari/shared/store';
import { Notice } from '@hikari/shared/ui';
import { redirectFor, selectFlowProgress } from '../flow-progress';
import { StepIndicator } from './step-indicator';

export interface ApplyStepProps {
  /** The step's path in APPLY_FLOW. */
  path: string;
  children: ReactNode;
}

/**
 * Frame of every application step: a typed URL of a step whose earlier steps
 * are not done leads to the first of those, and the step indicator sits on top.
 */
export function ApplyStep({ path, children }: ApplyStepProps) {
  const progress = useAppSelector(selectFlowProgress);
  // Decided on the visitor's saved progress, never on the defaults a prerendered page shows first.
  const restored = useSavedStateRestored();
  const plan = useAppSelector(selectPlanData);
  const redirect = redirectFor(path, progress);
  if (redirect && restored) return <Navigate to={redirect} replace />;
  // The area answer's caveat for an unregistered building travels with every step that prices or sends it.
  const caveat =
    path !== paths.applyCompleted && plan.isAreaChecked && plan.buildingType === 1 && plan.isMansionHome
      ? unregisteredBuildingCondition()
      : null;
  return (
    <div className="apply-step">
      <StepIndicator current={path} progress={progress} />
      {caveat ? (
        <div data-testid="area-caveat">
          <Notice title={caveat.title}>{caveat.text}</Notice>
        </div>
      ) : null}
      {children}
    </div>
  );
}
