// One idempotency key per request (lib/submission): kept while the visitor
// sends the same answers, a new one when an answer changes.

import type { AppDispatch, RootState } from '@hikari/shared/store';
import { keyFor } from '../../../lib/submission';
import { areaNoticeKeyDrawn, selectAreaNoticePendingKey } from './area-notice-slice';

/** The key to send `input` with: the pending one when the answers are unchanged, else a new one. */
export const areaNoticeKeyFor =
  (input: unknown) =>
  (dispatch: AppDispatch, getState: () => RootState): string => {
    const pending = selectAreaNoticePendingKey(getState());
    const next = keyFor(input, pending, 'area-notice');
    if (next !== pending) dispatch(areaNoticeKeyDrawn(next));
    return next.key;
  };
