import { useFormikContext } from 'formik';
import { useState } from 'react';
import { TextField } from '@hikari/shared/form-ui';
import { form3Copy as copy } from '../../../content/customer-form-content';
import { lookupPostal, type PostalTown } from '../api';

type Status =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'filled'; address: string }
  | { kind: 'choose'; towns: PostalTown[] }
  | { kind: 'message'; text: string };

export interface PostalCodeLookupProps {
  /** Path of the address object in the form, e.g. 'installationInfo'. */
  prefix: string;
}

/**
 * The postal code with a button that fills prefecture, city and town (and
 * their kana) from GET /postal/{zipcode}; a code shared by several towns
 * lets the visitor pick one.
 */
export function PostalCodeLookup({ prefix }: PostalCodeLookupProps) {
  const { values, setFieldValue } = useFormikContext<Record<string, Record<string, string>>>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const fill = (town: PostalTown) => {
    void setFieldValue(`${prefix}.state`, town.prefecture, false);
    void setFieldValue(`${prefix}.city`, town.city, false);
    void setFieldValue(`${prefix}.town`, town.town, false);
    void setFieldValue(`${prefix}.stateKana`, town.prefectureKana ?? '', false);
    void setFieldValue(`${prefix}.cityKana`, town.cityKana ?? '', true);
    setStatus({ kind: 'filled', address: `${town.prefecture}${town.city}${town.town}` });
  };

  const lookup = async () => {
    setStatus({ kind: 'looking' });
    const answer = await lookupPostal(values[prefix]?.postalCode ?? '');
    if (answer.kind === 'found') {
      if (answer.answer.towns.length > 1) setStatus({ kind: 'choose', towns: answer.answer.towns });
      else fill(answer.answer);
      return;
    }
    const text =
      answer.kind === 'invalid'
        ? copy.postalInvalid
        : answer.kind === 'notFound'
          ? copy.postalNotFound
          : copy.postalFailed;
    setStatus({ kind: 'message', text });
  };

  return (
    <div className="field">
      <div className="field__inline">
        <TextField
          name={`${prefix}.postalCode`}
          label={copy.postalCode}
          required
          hint={copy.postalHint}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void lookup()}
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
      </div>
      {status.kind === 'choose' ? (
        <fieldset>
          <legend>{copy.postalChooseTown}</legend>
          <ul className="lookup-results">
            {status.towns.map((town) => (
              <li key={`${town.city}${town.town}`}>
                <button type="button" onClick={() => fill(town)}>
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
