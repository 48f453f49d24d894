import { Notice } from '@hikari/shared/ui';
import { DoneActions, NextSteps, ReceptionNumber, useFocusOnMount } from '../../../components/reception';
import { areaNoticeReceivedCopy as copy } from '../../../content/area-notice-content';
import type { AreaNoticeReceived } from '../state/area-notice-slice';

export interface AreaNoticeDoneProps {
  received: AreaNoticeReceived;
  /** Move the focus to the heading: true right after sending, false when restored after a reload. */
  focus: boolean;
  onStartOver: () => void;
}

/** The reception number and what happens next. */
export function AreaNoticeDone({ received, focus, onStartOver }: AreaNoticeDoneProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focus);
  return (
    <>
      <Notice tone="success">
        <h2 ref={heading} tabIndex={-1} className="notice__title">
          {copy.title[received.kind]}
        </h2>
        <ReceptionNumber receptionId={received.receptionId} copy={copy} testId="area-notice-reception-id" />
      </Notice>
      <NextSteps
        headingId="area-notice-next-heading"
        heading={copy.nextHeading}
        lines={copy.next[received.kind]}
      />
      <DoneActions copy={copy} onStartOver={onStartOver} />
    </>
  );
}
