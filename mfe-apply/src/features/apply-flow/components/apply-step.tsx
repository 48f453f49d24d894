import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths, unregisteredBuildingCondition } from '@hikari/shared/domain';
import {
  agreementsReset,
  applicationRestarted,
  campaignDataReset,
  planDataReset,
  selectPlanData,
  useAppDispatch,
  useAppSelector,
  useSavedStateRestored,
} from '@hikari/shared/store';
import { selectSubmission } from '../state/application-slice';
import { Notice } from '@hikari/shared/ui';
import { restartCopy } from '../../../content/apply-flow-content';
import { CarryOnLater, ResumedNotice } from '../../resume';
import { redirectFor, selectFlowProgress } from '../flow-progress';
import { StepGuardNotice, StepGuardPending } from './step-guard-notice';
import { StepIndicator } from './step-indicator';

export interface ApplyStepProps {
  /** The step's path in APPLY_FLOW. */
  path: string;
  children: ReactNode;
}

/**
 * Frame of every application step, with the step indicator on top. A step
 * whose earlier steps are not done (a typed URL, a bookmark, another tab)
 * shows in its place why, and a link to the first of those: no redirect, so
 * the visitor is told and the page does not jump. A step opened after the
 * application was accepted (browser Back from the completed page) starts a
 * new application from the area check and says so there.
 */
export function ApplyStep({ path, children }: ApplyStepProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const progress = useAppSelector(selectFlowProgress);
  const { restartedAfter } = useAppSelector(selectSubmission);
  const plan = useAppSelector(selectPlanData);
  // Decided on the visitor's saved progress, never on the defaults a prerendered page shows first.
  const restored = useSavedStateRestored();
  // Whether this step was shown while the application was still open: then an
  // accepted application is the one sent from here (the terms step, on its way
  // to the completed page), not one the visitor came back to.
  const [sawOpenApplication, setSawOpenApplication] = useState(false);
  useEffect(() => {
    if (restored && !progress.isSubmitted) setSawOpenApplication(true);
  }, [restored, progress.isSubmitted]);
  const backAfterCompletion =
    restored && progress.isSubmitted && !sawOpenApplication && path !== paths.applyCompleted;

  useEffect(() => {
    if (!backAfterCompletion) return;
    dispatch(applicationRestarted());
    dispatch(agreementsReset());
    dispatch(planDataReset());
    dispatch(campaignDataReset());
    // The restart note on the area step says what happened.
    void navigate(paths.applyArea, { replace: true });
  }, [backAfterCompletion, dispatch, navigate]);

  // Until the effect above has run, the accepted application must not be shown as a half-done flow.
  if (backAfterCompletion) return null;
  const resume = redirectFor(path, progress);
  // The area answer's caveat for an unregistered building travels with every step that prices or sends it.
  const caveat =
    path !== paths.applyCompleted && plan.isAreaChecked && plan.buildingType === 1 && plan.isMansionHome
      ? unregisteredBuildingCondition()
      : null;
  return (
    <div className="apply-step">
      <StepIndicator current={path} progress={progress} />
      {restartedAfter && path !== paths.applyCompleted ? (
        <Notice tone="info" title={restartCopy.title}>
          <p data-testid="restart-note">{restartCopy.body(restartedAfter)}</p>
          <p>
            {restartCopy.change} <Link to={paths.contact}>{restartCopy.contactLink}</Link>
          </p>
        </Notice>
      ) : null}
      {path !== paths.applyCompleted ? <ResumedNotice /> : null}
      {caveat ? (
        <div data-testid="area-caveat">
          <Notice title={caveat.title}>{caveat.text}</Notice>
        </div>
      ) : null}
      {!resume ? (
        children
      ) : restored ? (
        <StepGuardNotice step={path} resume={resume} />
      ) : (
        <StepGuardPending step={path} />
      )}
      {/* 「メールで続きを送る」: every step but the completed page, once the step is open. */}
      {path !== paths.applyCompleted && !resume ? <CarryOnLater step={path} /> : null}
    </div>
  );
}
