import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { carryOnCopy as copy } from '../../../content/resume-content';

// The form (Formik, the mail schema) loads when the visitor opens the panel:
// the simulation and the area check carry no form library otherwise.
const CarryOnPanel = lazy(() => import('./carry-on-panel').then((m) => ({ default: m.CarryOnPanel })));

const PANEL_ID = 'carry-on-panel';

export interface CarryOnLaterProps {
  /** The step's path: the mailed link opens it again. */
  step: string;
}

/**
 * 「メールで続きを送る」 on an application step: opens a panel below it to
 * mail a link to the answers so far. The focus moves into the panel; Escape
 * or 「閉じる」 closes it and gives the focus back to the button.
 */
export function CarryOnLater({ step }: CarryOnLaterProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return (
    <div className="carry-on section">
      <button
        ref={buttonRef}
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {copy.open}
      </button>
      {open ? (
        <Suspense
          fallback={
            <p className="loading" role="status">
              {copy.loading}
            </p>
          }
        >
          <CarryOnPanel id={PANEL_ID} step={step} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
