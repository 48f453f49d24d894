import { paths } from '@hikari/shared/domain';
import { LinkButton, Notice } from '@hikari/shared/ui';
import { transferDoneCopy as copy } from '../../../content/transfer-content';
import type { TransferRequestAnswer, TransferType } from '../state/transfer-slice';
import { useFocusOnMount } from './check-answer';

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
            <p>{copy.receptionLabel}</p>
            <p className="reception-number" data-testid="transfer-reception-id">
              {answer.receptionId}
            </p>
            <p>{copy.receptionNote}</p>
          </>
        ) : null}
      </Notice>
      <section aria-labelledby="transfer-next-heading" className="section">
        <h2 id="transfer-next-heading">{copy.nextHeading}</h2>
        <ol className="next-steps">
          {copy.next[transferType].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <div className="actions">
        <LinkButton to={paths.top} variant="secondary">
          {copy.backToTop}
        </LinkButton>
        <button type="button" className="button button--ghost" onClick={onStartOver}>
          {copy.startOver}
        </button>
      </div>
    </>
  );
}
