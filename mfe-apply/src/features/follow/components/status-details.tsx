import type { ReactNode } from 'react';
import { formatJstDateTimeJa, formatYen } from '@hikari/shared/domain';
import { followCopy as copy } from '../../../content/follow-content';
import type { ApplicationStatus } from '../api';

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="confirm-list__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** '2026年11月24日（火）14:05' in Japan time, or the text as it came when it is not an instant. */
function receivedLabel(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatJstDateTimeJa(instant);
}

/** What was applied for, and the stages from reception to the start of the service. */
export function StatusDetails({ status }: { status: ApplicationStatus }) {
  return (
    <>
      <section className="section" aria-labelledby="status-summary-heading">
        <h2 id="status-summary-heading">{copy.summaryHeading}</h2>
        <dl className="confirm-list">
          <Row label={copy.receptionId}>
            <span data-testid="status-reception-id">{status.receptionId}</span>
          </Row>
          <Row label={copy.receivedAt}>{receivedLabel(status.receivedAt)}</Row>
          <Row label={copy.name}>{status.name}</Row>
          <Row label={copy.plan}>{status.planLabel}</Row>
          {status.ordered.length > 0 ? (
            <Row label={copy.ordered}>
              <ul className="plain-list" data-testid="status-ordered">
                {status.ordered.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Row>
          ) : null}
        </dl>
        <h3>{copy.feesHeading}</h3>
        <dl className="confirm-list" data-testid="status-fees">
          <Row label={copy.monthlyFirstYear}>{formatYen(status.monthlyFirstYear)}</Row>
          <Row label={copy.monthlyAfterFirstYear}>{formatYen(status.monthlyAfterFirstYear)}</Row>
          <Row label={copy.oneTimeTotal}>{formatYen(status.oneTimeTotal)}</Row>
          <Row label={copy.cashBack}>
            {status.cashBack.length === 0 ? (
              copy.noCashBack
            ) : (
              <ul className="plain-list" data-testid="status-cash-back">
                {status.cashBack.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </Row>
          <Row label={copy.effective(status.termMonths)}>{formatYen(status.effectiveMonthly)}</Row>
        </dl>
        <p className="field__hint">{copy.taxNote}</p>
      </section>

      <section className="section" aria-labelledby="status-stage-heading">
        <h2 id="status-stage-heading">{copy.stageHeading}</h2>
        <p>
          {copy.stageNow}
          <strong data-testid="status-stage">{status.stageLabel}</strong>
        </p>
        <ol className="steps" aria-label={copy.stageListLabel}>
          {status.stages.map((stage) => (
            <li
              key={stage.id}
              aria-current={stage.state === 'current' ? 'step' : undefined}
              className={stage.state === 'done' ? 'steps__done' : undefined}
            >
              {stage.label}
              <span className="visually-hidden">{copy.stageState[stage.state] ?? ''}</span>
            </li>
          ))}
        </ol>
        <h3>{copy.nextHeading}</h3>
        <p data-testid="status-next-step">{status.nextStep}</p>
      </section>
    </>
  );
}
