import { useLocation } from 'react-router-dom';
import { formatJstDateTimeJa } from '@hikari/shared/domain';
import { Notice, useHydrating } from '@hikari/shared/ui';
import { resumeCopy as copy } from '../../../content/resume-content';
import { resumedDraftOf } from '../resumed-state';

/** '2026年12月1日（火）10:00', or null when the text is not an instant. */
function untilLabel(iso: string | null): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : formatJstDateTimeJa(instant);
}

/**
 * On the step a draft's link opened: the answers are back, and the account
 * number, which was not kept, has to be typed again.
 */
export function ResumedNotice() {
  const { state } = useLocation();
  // A prerendered step has no history state; it shows once the page runs in the browser.
  const hydrating = useHydrating();
  const resumed = hydrating ? null : resumedDraftOf(state);
  if (!resumed) return null;
  const until = untilLabel(resumed.expiresAt);
  return (
    <div data-testid="resumed-notice">
      <Notice tone="success" title={copy.restoredTitle}>
        {resumed.accountNoAgain ? <p data-testid="account-no-again">{copy.accountNoAgain}</p> : null}
        {until ? <p>{copy.validUntil(until)}</p> : null}
      </Notice>
    </div>
  );
}
