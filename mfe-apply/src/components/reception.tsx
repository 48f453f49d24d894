// The parts of a request form's reception page (out-of-area notice, contact
// booking, transfer): the reception number, what happens next, and the way
// back to the top or to a new request.

import { useEffect, useRef } from 'react';
import { paths } from '@hikari/shared/domain';
import { LinkButton } from '@hikari/shared/ui';

/** Moves the focus to the element once, when `when` is true on mount (not on a restore after reload). */
export function useFocusOnMount<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}

export interface ReceptionNumberProps {
  receptionId: string;
  /** The words before and after the number. */
  copy: { receptionLabel: string; receptionNote: string };
  testId: string;
}

/** 受付番号, large, with the note to quote it. */
export function ReceptionNumber({ receptionId, copy, testId }: ReceptionNumberProps) {
  return (
    <>
      <p>{copy.receptionLabel}</p>
      <p className="reception-number" data-testid={testId}>
        {receptionId}
      </p>
      <p>{copy.receptionNote}</p>
    </>
  );
}

export interface NextStepsProps {
  headingId: string;
  heading: string;
  lines: readonly string[];
}

/** このあとの流れ, as a numbered list. */
export function NextSteps({ headingId, heading, lines }: NextStepsProps) {
  return (
    <section aria-labelledby={headingId} className="section">
      <h2 id={headingId}>{heading}</h2>
      <ol className="next-steps">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </section>
  );
}

export interface DoneActionsProps {
  copy: { backToTop: string; startOver: string };
  onStartOver: () => void;
}

/** Back to the top page, or a new request of the same kind. */
export function DoneActions({ copy, onStartOver }: DoneActionsProps) {
  return (
    <div className="actions">
      <LinkButton to={paths.top} variant="secondary">
        {copy.backToTop}
      </LinkButton>
      <button type="button" className="button button--ghost" onClick={onStartOver}>
        {copy.startOver}
      </button>
    </div>
  );
}
