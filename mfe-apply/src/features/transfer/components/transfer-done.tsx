import { Notice } from '@hikari/shared/ui';
import { transferDoneCopy as copy } from '../../../content/transfer-content';
import type { TransferRequestAnswer, TransferType } from '../state/transfer-slice';
import { DoneActions, NextSteps, ReceptionNumber, useFocusOnMount } from '../../../components/reception';

export interface TransferDoneProps {
  answer: TransferRequestAnswer;
  transferType: TransferType;
  focus: boolean;
  onStartOver: () => void;
}

/** Step 3: the server's answer (its message carries the reception number) and what happens next. */
export function TransferDone({ answer, transferType, focus, onStartOver }: TransferDoneProps) {
  const ref = useFocusOnMount<HTMLHeadingElement>(focus);
  return (
    <>
      <Notice tone="success">
        <h2 ref={ref} tabIndex={-1} className="notice__title" data-testid="transfer-received-title">
          {answer.title}
        </h2>
        <p data-testid="transfer-received-message">{answer.message}</p>
        {answer.receptionId ? (
          <>
            <ReceptionNumber receptionId={answer.receptionId} copy={copy} testId="transfer-reception-id" />
          </>
        ) : null}
      </Notice>
      <NextSteps
        headingId="transfer-next-heading"
        heading={copy.nextHeading}
        lines={copy.next[transferType]}
      />
      <DoneActions copy={copy} onStartOver={onStartOver} />
    </>
  );
}
