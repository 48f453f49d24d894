import { useEffect, useRef } from 'react';
import { formatJstDateJa, paths, parseJstDateTime } from '@hikari/shared/domain';
import { contactTimeSlotLabels, contactTopicLabels } from '@hikari/shared/forms';
import { LinkButton, Notice } from '@hikari/shared/ui';
import { contactReceivedCopy as copy } from '../../../content/contact-content';
import type { ContactReceived, RequestedSlot } from '../state/contact-slice';

function slotText({ date, time }: RequestedSlot): string {
  const day = parseJstDateTime(date);
  return `${day ? formatJstDateJa(day) : date} ${contactTimeSlotLabels[time]}`;
}

export interface ContactDoneProps {
  received: ContactReceived;
  /** Move the focus to the heading: true right after booking, false when restored after a reload. */
  focus: boolean;
  onStartOver: () => void;
}

/** The reception number, what was asked for, and what happens next. */
export function ContactDone({ received, focus, onStartOver }: ContactDoneProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const rows: [string, string][] = [
    [copy.topic, contactTopicLabels[received.topic]],
    ...(received.firstChoice ? [[copy.firstChoice, slotText(received.firstChoice)] as [string, string]] : []),
    ...(received.secondChoice
      ? [[copy.secondChoice, slotText(received.secondChoice)] as [string, string]]
      : []),
  ];
  const next = received.firstChoice ? copy.next : copy.nextNoVisit;
  return (
    <>
      <Notice tone="success">
        <h2 ref={heading} tabIndex={-1} className="notice__title">
          {copy.title}
        </h2>
        <p>{copy.receptionLabel}</p>
        <p className="reception-number" data-testid="contact-reception-id">
          {received.receptionId}
        </p>
        <p>{copy.receptionNote}</p>
      </Notice>
      <section aria-labelledby="contact-requested-heading" className="section">
        <h2 id="contact-requested-heading">{copy.requestedHeading}</h2>
        <dl className="price-list">
          {rows.map(([term, value]) => (
            <div key={term} className="price-list__row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="contact-next-heading" className="section">
        <h2 id="contact-next-heading">{copy.nextHeading}</h2>
        <ol className="next-steps">
          {next.map((line) => (
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
