// One idempotency key per booking (lib/submission): kept while the visitor
// sends the same answers, a new one when an answer changes.

import type { AppDispatch, RootState } from '@hikari/shared/store';
import { keyFor } from '../../../lib/submission';
import { contactKeyDrawn, selectContactPendingKey } from './contact-slice';

/** The key to send `input` with: the pending one when the answers are unchanged, else a new one. */
export const contactKeyFor =
  (input: unknown) =>
  (dispatch: AppDispatch, getState: () => RootState): string => {
    const pending = selectContactPendingKey(getState());
    const next = keyFor(input, pending, 'contact');
    if (next !== pending) dispatch(contactKeyDrawn(next));
    return next.key;
  };
