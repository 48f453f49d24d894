import { useEffect, useRef } from 'react';
import { paths } from '@hikari/shared/domain';
import { LinkButton, Notice } from '@hikari/shared/ui';
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <>
      <Notice tone="success">
        <h2 ref={heading} tabIndex={-1} className="notice__title">
          {copy.title[received.kind]}
        </h2>
        <p>{copy.receptionLabel}</p>
        <p className="reception-number" data-testid="area-notice-reception-id">
          {received.receptionId}
        </p>
        <p>{copy.receptionNote}</p>
      </Notice>
      <section aria-labelledby="area-notice-next-heading" className="section">
        <h2 id="area-notice-next-heading">{copy.nextHeading}</h2>
        <ol className="next-steps">
          {copy.next[received.kind].map((line) => (
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
