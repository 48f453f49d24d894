import { useFocusOnMount } from '../../../components/reception';
import { formatJstDateJa, formatYen, parseJstDateTime } from '@hikari/shared/domain';
import { transferCheckSchema, transferTypeLabels, validateWith } from '@hikari/shared/forms';
import { Notice } from '@hikari/shared/ui';
import { transferCheckCopy, transferResultCopy as copy } from '../../../content/transfer-content';
import type { TransferCheckAnswer, TransferCheckDraft, TransferType } from '../state/transfer-slice';

/** 'YYYY-MM-DD' as Japanese pages print a day, or the text as sent when it is not a date. */
export function formatDeadline(deadline: string): string {
  const day = parseJstDateTime(deadline);
  return day ? formatJstDateJa(day) : deadline;
}

export interface CheckAcceptedProps {
  answer: TransferCheckAnswer;
  focus: boolean;
}

/** The server's "ok": its title and message, the fee and the last day to send the request. */
export function CheckAccepted({ answer, focus }: CheckAcceptedProps) {
  const ref = useFocusOnMount<HTMLHeadingElement>(focus);
  return (
    <Notice tone="success">
      <h2 ref={ref} tabIndex={-1} className="notice__title" data-testid="transfer-check-title">
        {answer.title}
      </h2>
      <p>{answer.message}</p>
      <dl className="price-list">
        {answer.amount !== null ? (
          <div className="price-list__row">
            <dt>{copy.feeLabel}</dt>
            <dd>
              <span className="card__amount" data-testid="transfer-fee">
                {formatYen(answer.amount)}
              </span>
              {copy.feeNote}
            </dd>
          </div>
        ) : null}
        {answer.deadline !== null ? (
          <div className="price-list__row">
            <dt>{copy.deadlineLabel}</dt>
            <dd data-testid="transfer-deadline">{formatDeadline(answer.deadline)}</dd>
          </div>
        ) : null}
      </dl>
      {answer.deadline !== null ? <p className="field__hint">{copy.deadlineNote}</p> : null}
    </Notice>
  );
}

export interface CheckedSummaryProps {
  draft: TransferCheckDraft;
  transferType: TransferType;
  onChange: () => void;
}

/** The contract the request is for, as the schema normalised it, with the way back to step 1. */
export function CheckedSummary({ draft, transferType, onChange }: CheckedSummaryProps) {
  const result = validateWith(transferCheckSchema, draft);
  const shown = result.ok ? result.value : draft;
  const rows: [string, string][] = [
    [transferCheckCopy.contractNumber, shown.contractNumber],
    [transferCheckCopy.holderNameKana, shown.holderNameKana],
    [transferCheckCopy.phone, shown.phone],
    [transferCheckCopy.transferType, transferTypeLabels[transferType]],
  ];
  return (
    <section aria-labelledby="transfer-summary-heading">
      <h2 id="transfer-summary-heading">{copy.summaryHeading}</h2>
      <dl className="price-list">
        {rows.map(([term, value]) => (
          <div key={term} className="price-list__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <button type="button" className="button button--ghost button--small" onClick={onChange}>
          {copy.change}
        </button>
      </p>
    </section>
  );
}

export interface RefusalProps {
  title: string;
  message: string;
  next: string;
  focus: boolean;
  /** Heading level inside the page's outline. Default 2. */
  level?: 2 | 3;
}

/** The server's "ng": why the transfer cannot go ahead, and what to do instead. */
export function Refusal({ title, message, next, focus, level = 2 }: RefusalProps) {
  const ref = useFocusOnMount<HTMLHeadingElement>(focus);
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <Notice tone="warning">
      <Heading ref={ref} tabIndex={-1} className="notice__title" data-testid="transfer-refusal-title">
        {title}
      </Heading>
      <p>{message}</p>
      <p>{next}</p>
    </Notice>
  );
}
