import { useEffect, useRef, useState } from 'react';
import { worksSlotCopy as copy } from '../../../content/follow-content';

export interface CancelSlotProps {
  /** The booked slot as the visitor reads it. */
  label: string;
  pending: boolean;
  onCancel: () => void;
}

/**
 * 「工事日を取り消す」 and its confirmation: nothing is sent until the visitor
 * confirms; the focus moves to the question and back to the button when the
 * visitor keeps the slot.
 */
export function CancelSlot({ label, pending, onCancel }: CancelSlotProps) {
  const [confirming, setConfirming] = useState(false);
  // Set when the visitor keeps the slot, so the focus goes back to the button; not on the first render.
  const [returnFocus, setReturnFocus] = useState(false);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
    else if (returnFocus) openRef.current?.focus();
  }, [confirming, returnFocus]);

  if (!confirming) {
    return (
      <div className="actions">
        <button
          ref={openRef}
          type="button"
          className="button button--secondary"
          onClick={() => setConfirming(true)}
        >
          {copy.cancel}
        </button>
      </div>
    );
  }
  return (
    <div className="notice notice--warning" role="group" aria-labelledby="cancel-slot-question">
      <h3 id="cancel-slot-question" ref={questionRef} tabIndex={-1} className="notice__title">
        {copy.cancelTitle}
      </h3>
      <p>{copy.cancelBody(label)}</p>
      <div className="actions">
        <button type="button" className="button button--primary" disabled={pending} onClick={onCancel}>
          {pending ? copy.sending : copy.cancelConfirm}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={pending}
          onClick={() => {
            setConfirming(false);
            setReturnFocus(true);
          }}
        >
          {copy.cancelKeep}
        </button>
      </div>
    </div>
  );
}
