import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { APPLY_FLOW, paths } from '@hikari/shared/domain';
import { stepDone, stepLabelPieces, stepNavLabel, stepNumber } from '../../../content/apply-flow-content';
import { isStepDone, type FlowProgress } from '../flow-progress';

export interface StepIndicatorProps {
  current: string;
  progress: FlowProgress;
}

/** The six steps, the current one marked with aria-current; finished steps link back to themselves. */
export function StepIndicator({ current, progress }: StepIndicatorProps) {
  const finished = current === paths.applyCompleted;
  return (
    <nav aria-label={stepNavLabel}>
      <ol className="steps">
        {APPLY_FLOW.map((step, index) => {
          const done = step !== current && (finished || isStepDone(step, progress));
          const label = (
            <>
              <span className="visually-hidden">{stepNumber(index + 1, APPLY_FLOW.length)}</span>
              {stepLabelPieces[step].map((piece, at) => (
                <Fragment key={piece}>
                  {at > 0 ? <wbr /> : null}
                  {piece}
                </Fragment>
              ))}
              {done ? <span className="visually-hidden">{stepDone}</span> : null}
            </>
          );
          return (
            <li
              key={step}
              aria-current={step === current ? 'step' : undefined}
              className={done ? 'steps__done' : undefined}
            >
              {done && !finished && step !== paths.applyCompleted ? <Link to={step}>{label}</Link> : label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
