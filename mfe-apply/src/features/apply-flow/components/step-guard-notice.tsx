import { Link } from 'react-router-dom';
import { findRoute, paths } from '@hikari/shared/domain';
import { Notice, PageHeading } from '@hikari/shared/ui';
import { stepGuardCopy as copy } from '../../../content/apply-flow-content';

export interface StepGuardNoticeProps {
  /** The step the visitor opened. */
  step: string;
  /** The step to carry on from (redirectFor's answer). */
  resume: string;
}

/**
 * Stands in place of a step opened before its earlier steps are done: says
 * why and links to the step to carry on from. Shown where the step would be,
 * not as a redirect, so the page does not jump and the visitor is told.
 */
export function StepGuardNotice({ step, resume }: StepGuardNoticeProps) {
  const completed = step === paths.applyCompleted;
  return (
    <div className="apply-step__held" data-testid="step-guard">
      <PageHeading>{completed ? copy.completedTitle : copy.title}</PageHeading>
      <Notice tone="warning">
        <p>{completed ? copy.completedBody(resume) : copy.body(step, resume)}</p>
        <p>{copy.storage}</p>
      </Notice>
      <p>
        <Link className="button button--primary" to={resume}>
          {copy.resumeLink(resume)}
        </Link>
      </p>
    </div>
  );
}

/**
 * Holds the step's place while the saved progress is read (and in the
 * prerendered page, which cannot know it), so neither the step nor the notice
 * that replaces it moves the page.
 */
export function StepGuardPending({ step }: { step: string }) {
  return (
    <div className="apply-step__held" aria-busy="true">
      <PageHeading>{findRoute(step)?.title ?? ''}</PageHeading>
    </div>
  );
}
