import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@hikari/shared/store';
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
  const location = useLocation();
  const frame = useRef<HTMLDivElement>(null);
  const redirect = redirectFor(path, progress);

  // After moving between steps the button that was pressed is gone; the new
  // step's heading takes the focus so keyboard and screen-reader users start
  // at its top. A first page load keeps the browser's own focus.
  useEffect(() => {
    if (redirect || location.key === 'default') return;
    const heading = frame.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [path, location.key, redirect]);

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <div className="apply-step" ref={frame}>
      <StepIndicator current={path} progress={progress} />
      {children}
    </div>
  );
}
