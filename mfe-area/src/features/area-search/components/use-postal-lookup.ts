import { useCallback, useRef, useState } from 'react';
import type { LookupFailure } from '@hikari/shared/api';
import { useAppDispatch } from '@hikari/shared/store';
import { failureOf, lookupPostalCodeEndpoint, townsOfAnswer, type PostalTownCandidate } from '../api';

export type PostalLookupState =
  | { status: 'idle' }
  | { status: 'looking'; zipcode: string }
  | { status: 'found'; zipcode: string; candidates: PostalTownCandidate[] }
  | { status: 'notFound'; zipcode: string }
  | { status: 'failed'; zipcode: string; failure: LookupFailure };

const IDLE: PostalLookupState = { status: 'idle' };

/**
 * The postal-code look-up of one form. `current` is a ref as well as state
 * so Formik's validate, which runs outside React's render, reads the latest.
 */
export function usePostalLookup() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<PostalLookupState>(IDLE);
  const current = useRef<PostalLookupState>(IDLE);

  const update = useCallback((next: PostalLookupState) => {
    current.current = next;
    setState(next);
  }, []);

  /**
   * Resolves to the answer, or null when a newer code was typed meanwhile.
   * `again` asks the server again instead of the cache (the retry button).
   */
  const request = useCallback(
    async (zipcode: string, again = false): Promise<PostalLookupState | null> => {
      update({ status: 'looking', zipcode });
      const answer = await dispatch(
        lookupPostalCodeEndpoint.initiate(zipcode, { subscribe: false, forceRefetch: again }),
      );
      const latest = current.current;
      if (latest.status !== 'looking' || latest.zipcode !== zipcode) return null;
      let next: PostalLookupState;
      if (answer.data) next = { status: 'found', zipcode, candidates: townsOfAnswer(answer.data) };
      else if (
        answer.error &&
        'status' in answer.error &&
        (answer.error.status === 404 || answer.error.status === 400)
      )
        next = { status: 'notFound', zipcode };
      else next = { status: 'failed', zipcode, failure: failureOf(answer.error) };
      update(next);
      return next;
    },
    [dispatch, update],
  );

  const reset = useCallback(() => update(IDLE), [update]);

  return { state, current, request, reset };
}
