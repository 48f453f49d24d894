import { formatJstDateJa, parseJstDateTime } from '@hikari/shared/domain';
import { contactTimeSlotLabels, contactTopicLabels } from '@hikari/shared/forms';
import { Notice } from '@hikari/shared/ui';
import { DoneActions, NextSteps, ReceptionNumber, useFocusOnMount } from '../../../components/reception';
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
  const heading = useFocusOnMount<HTMLHeadingElement>(focus);
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
        <ReceptionNumber receptionId={received.receptionId} copy={copy} testId="contact-reception-id" />
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
      <NextSteps headingId="contact-next-heading" heading={copy.nextHeading} lines={next} />
      <DoneActions copy={copy} onStartOver={onStartOver} />
    </>
  );
}
