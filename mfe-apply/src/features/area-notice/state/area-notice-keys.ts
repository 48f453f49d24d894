// One idempotency key per request (the shared submission kit): kept while the
// visitor sends the same answers, a new one when an answer changes.

import { pendingKeyThunk } from '@hikari/shared/form-ui';
import { areaNoticeKeyDrawn, selectAreaNoticePendingKey } from './area-notice-slice';

/** The key to send `input` with: the pending one when the answers are unchanged, else a new one. */
export const areaNoticeKeyFor = pendingKeyThunk(
  () => 'area-notice',
  selectAreaNoticePendingKey,
  (pending) => areaNoticeKeyDrawn(pending),
);
