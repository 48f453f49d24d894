import { Link } from 'react-router-dom';
import { areaNoticeLinks } from '@hikari/shared/domain';
import { outsideAreaCopy as copy } from '../../../content/transfer-content';
import type { TransferRequestAnswer } from '../state/transfer-slice';
import { Refusal } from './check-answer';
import { SupportGuidance } from './support-guidance';

/**
 * A move the server refused because the new address is outside the area:
 * trying again cannot help, so instead of that the visitor learns what can —
 * the notice for when the area reaches the new address, and how the current
 * contract is cancelled and what that costs — and the number the attempt was
 * recorded under for ops.
 */
export function OutsideAreaAdvice({ answer }: { answer: TransferRequestAnswer & { receptionId: string } }) {
  return (
    <div data-testid="transfer-outside-area">
      <Refusal
        title={answer.title}
        message={answer.message}
        next={copy.recorded(answer.receptionId)}
        focus
        level={3}
      />
      <section aria-labelledby="transfer-notice-heading">
        <h3 id="transfer-notice-heading">{copy.noticeHeading}</h3>
        <p>{copy.noticeBody}</p>
        <p>
          <Link to={areaNoticeLinks.notice} className="button button--secondary">
            {copy.noticeLink}
          </Link>
        </p>
      </section>
      <section aria-labelledby="transfer-cancel-heading">
        <h3 id="transfer-cancel-heading">{copy.cancelHeading}</h3>
        {copy.cancelBody.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>
      <SupportGuidance />
    </div>
  );
}
