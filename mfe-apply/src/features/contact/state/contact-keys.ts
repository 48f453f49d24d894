// One idempotency key per booking (the shared submission kit): kept while the
// visitor sends the same answers, a new one when an answer changes.

import { pendingKeyThunk } from '@hikari/shared/form-ui';
import { contactKeyDrawn, selectContactPendingKey } from './contact-slice';

/** The key to send `input` with: the pending one when the answers are unchanged, else a new one. */
export const contactKeyFor = pendingKeyThunk(
  () => 'contact',
  selectContactPendingKey,
  (pending) => contactKeyDrawn(pending),
);
