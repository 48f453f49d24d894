import { useField } from 'formik';
import { useRef, useState } from 'react';
import {
  LOOKUP_RETRY_LABEL,
  lookupFailedMessage,
  lookupPostalCode,
  type LookupFailure,
  type PostalTown,
} from '@hikari/shared/api';
import { TextField } from '@hikari/shared/form-ui';

/** What every postal look-up gives back for one town. */
export interface PostalTownBase {
  prefecture: string;
  city: string;
  town: string;
}

/** A look-up's answer: every town with the code, or why there is none. */
export type PostalTownsAnswer<T extends PostalTownBase> =
  | { kind: 'found'; towns: T[] }
  | { kind: 'invalid' }
  | { kind: 'notFound' }
  | { kind: 'failed'; failure: LookupFailure };

/** The texts of the look-up, from the form's content. */
export interface PostalLookupCopy {
  postalCode: string;
  postalHint: string;
  postalLookup: string;
  postalLooking: string;
  postalFilled: (address: string) => string;
  postalChooseTown: string;
  postalInvalid: string;
  postalNotFound: string;
}

/** Every town of a code through the shared look-up client (retry rule, time limit). */
export async function lookupPostalTowns(
  postalCode: string,
  signal: AbortSignal,
): Promise<PostalTownsAnswer<PostalTown>> {
  const answer = await lookupPostalCode(postalCode, { signal });
  return answer.kind === 'found' ? { kind: 'found', towns: answer.answer.towns } : answer;
}

export interface PostalCodeLookupFieldProps<T extends PostalTownBase> {
  /** Formik name of the postal code, e.g. 'newAddress.postalCode'. */
  name: string;
  copy: PostalLookupCopy;
  /** Default lookupPostalTowns (GET /postal/{zipcode} through the shared client). */
  lookup?: (postalCode: string, signal: AbortSignal) => Promise<PostalTownsAnswer<T>>;
  /** Puts the chosen town into the form's address fields. */
  onFill: (town: T) => void | Promise<void>;
}

type Status<T> =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'filled'; address: string }
  | { kind: 'choose'; towns: T[] }
  | { kind: 'message'; text: string }
  | { kind: 'failed'; text: string };

/**
 * The postal code with a button that looks its address up (GET /postal/{zipcode})
 * and hands the town to `onFill`; a code shared by several towns lets the
 * visitor pick one. The outcome is announced in a polite live region; a
 * look-up that failed or ran out of time says why and offers a retry.
 */
export function PostalCodeLookupField<T extends PostalTownBase = PostalTown>({
  name,
  copy,
  lookup = lookupPostalTowns as unknown as NonNullable<PostalCodeLookupFieldProps<T>['lookup']>,
  onFill,
}: PostalCodeLookupFieldProps<T>) {
  const [field] = useField<string>(name);
  const [status, setStatus] = useState<Status<T>>({ kind: 'idle' });
  const lookupAbort = useRef<AbortController | null>(null);

  const fill = async (town: T) => {
    await onFill(town);
    setStatus({ kind: 'filled', address: `${town.prefecture}${town.city}${town.town}` });
  };

  const run = async () => {
    lookupAbort.current?.abort();
    const controller = new AbortController();
    lookupAbort.current = controller;
    setStatus({ kind: 'looking' });
    const answer = await lookup(field.value ?? '', controller.signal);
    if (controller.signal.aborted) return;
    if (answer.kind === 'found') {
      if (answer.towns.length > 1) setStatus({ kind: 'choose', towns: answer.towns });
      else await fill(answer.towns[0] as T);
      return;
    }
    if (answer.kind === 'failed') {
      setStatus({ kind: 'failed', text: lookupFailedMessage('住所', answer.failure) });
      return;
    }
    setStatus({
      kind: 'message',
      text: answer.kind === 'invalid' ? copy.postalInvalid : copy.postalNotFound,
    });
  };

  return (
    <div className="field">
      <div className="field__inline">
        <TextField
          name={name}
          label={copy.postalCode}
          required
          hint={copy.postalHint}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void run()}
          disabled={status.kind === 'looking'}
        >
          {status.kind === 'looking' ? copy.postalLooking : copy.postalLookup}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {status.kind === 'filled' ? (
          <p className="field__result">{copy.postalFilled(status.address)}</p>
        ) : null}
        {status.kind === 'message' ? <p className="field__error">{status.text}</p> : null}
        {status.kind === 'failed' ? <p className="field__error">{status.text}</p> : null}
      </div>
      {status.kind === 'failed' ? (
        <button type="button" className="button button--ghost button--small" onClick={() => void run()}>
          {LOOKUP_RETRY_LABEL}
        </button>
      ) : null}
      {status.kind === 'choose' ? (
        <fieldset>
          <legend>{copy.postalChooseTown}</legend>
          <ul className="lookup-results">
            {status.towns.map((town) => (
              <li key={`${town.city}|${town.town}`}>
                <button type="button" onClick={() => void fill(town)}>
                  {town.prefecture}
                  {town.city}
                  {town.town}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
