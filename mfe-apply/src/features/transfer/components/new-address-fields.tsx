import { useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { PREFECTURES_SERVED } from '@hikari/shared/domain';
import { TextField } from '@hikari/shared/form-ui';
import { SelectField, fieldId } from '../../../components/form';
import { transferRequestCopy as copy } from '../../../content/transfer-content';
import { lookupPostalCode, type PostalTown } from '../api';
import type { TransferRequestDraft } from '../state/transfer-slice';

type LookupStatus =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'filled'; address: string }
  | { kind: 'choose'; towns: PostalTown[] }
  | { kind: 'message'; text: string };

/**
 * The new address of a move. The postal code fills prefecture, city and
 * town from GET /postal/{zipcode}; a code shared by several towns lets the
 * visitor pick one. Every field stays editable.
 */
export function NewAddressFields() {
  const { values, setFieldValue } = useFormikContext<TransferRequestDraft>();
  const [status, setStatus] = useState<LookupStatus>({ kind: 'idle' });
  const lookupAbort = useRef<AbortController | null>(null);
  const state = values.newAddress.state;
  // A prefecture outside the five can arrive through the look-up; it is shown so the schema's message makes sense.
  const prefectures =
    state && !(PREFECTURES_SERVED as readonly string[]).includes(state)
      ? [...PREFECTURES_SERVED, state]
      : [...PREFECTURES_SERVED];

  const fill = async (town: PostalTown) => {
    await setFieldValue('newAddress.state', town.prefecture, false);
    await setFieldValue('newAddress.city', town.city, false);
    await setFieldValue('newAddress.town', town.town, true);
    setStatus({ kind: 'filled', address: `${town.prefecture}${town.city}${town.town}` });
    document.getElementById(fieldId('newAddress.line1'))?.focus();
  };

  const lookup = async () => {
    lookupAbort.current?.abort();
    const controller = new AbortController();
    lookupAbort.current = controller;
    setStatus({ kind: 'looking' });
    const answer = await lookupPostalCode(values.newAddress.postalCode, controller.signal);
    if (controller.signal.aborted) return;
    if (answer.kind === 'found') {
      if (answer.towns.length > 1) setStatus({ kind: 'choose', towns: answer.towns });
      else await fill(answer.towns[0] as PostalTown);
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
    <fieldset className="form-section">
      <legend>{copy.addressHeading}</legend>
      <div className="field">
        <div className="field__inline">
          <TextField
            name="newAddress.postalCode"
            label={copy.postalCode}
            hint={copy.postalHint}
            required
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
      <SelectField
        name="newAddress.state"
        label={copy.state}
        hint={copy.stateHint}
        required
        autoComplete="address-level1"
        options={prefectures.map((name) => ({ value: name, label: name }))}
      />
      <TextField name="newAddress.city" label={copy.city} required autoComplete="address-level2" />
      <TextField name="newAddress.town" label={copy.town} required autoComplete="address-level3" />
      <TextField
        name="newAddress.line1"
        label={copy.line1}
        hint={copy.line1Hint}
        required
        autoComplete="address-line1"
      />
      <TextField
        name="newAddress.line2"
        label={copy.line2}
        hint={copy.line2Hint}
        autoComplete="address-line2"
      />
      <TextField name="newAddress.line3" label={copy.line3} autoComplete="address-line3" />
    </fieldset>
  );
}
