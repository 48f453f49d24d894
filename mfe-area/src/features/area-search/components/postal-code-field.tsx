import { useFormikContext } from 'formik';
import { LOOKUP_RETRY_LABEL } from '@hikari/shared/api';
import { formatPostalCode, normalizePostalCode } from '@hikari/shared/domain';
import { TextField } from '@hikari/shared/form-ui';
import { formCopy } from '../../../content/area-copy';
import type { AreaDraft } from '../state/area-search-slice';
import type { PostalLookupState } from './use-postal-lookup';

export interface PostalCodeFieldProps {
  lookup: PostalLookupState;
  /** `again` when the visitor retries a failed look-up of the same code. */
  onRequestLookup: (zipcode: string, again?: boolean) => void;
  onCleared: () => void;
}

/**
 * The postal code, looked up as soon as it has 7 digits (full-width digits
 * and any hyphen accepted). The value is rewritten to '460-0008' only on
 * blur: rewriting while a Japanese IME is composing would break the input.
 */
export function PostalCodeField({ lookup, onRequestLookup, onCleared }: PostalCodeFieldProps) {
  const { values, setFieldValue, setFieldTouched, handleBlur } = useFormikContext<AreaDraft>();

  let status: string | null = null;
  if (lookup.status === 'looking') status = formCopy.postalLooking;
  if (lookup.status === 'found' && lookup.candidates.length > 1) status = formCopy.postalSeveral;
  if (lookup.status === 'found' && lookup.candidates.length === 1) {
    const only = lookup.candidates[0]!;
    status = formCopy.postalFound(`${only.prefecture}${only.city}${only.town}`);
  }

  return (
    <div className="area-search__postal">
      <TextField
        name="postalCode"
        label={formCopy.postalCode}
        hint={formCopy.postalCodeHint}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={10}
        onChange={(event) => {
          const raw = event.target.value;
          void setFieldValue('postalCode', raw);
          const digits = normalizePostalCode(raw);
          if (/^\d{7}$/.test(digits)) {
            const pending = lookup.status !== 'idle' ? lookup.zipcode : null;
            if (digits !== pending) onRequestLookup(digits);
          } else {
            onCleared();
          }
        }}
        onBlur={(event) => {
          const digits = normalizePostalCode(values.postalCode);
          if (!/^\d{7}$/.test(digits)) return handleBlur(event);
          // Touched first without validating: the validation of the rewritten value follows.
          void setFieldTouched('postalCode', true, false);
          void setFieldValue('postalCode', formatPostalCode(digits));
        }}
      />
      <p className="area-search__status" role="status">
        {status}
      </p>
      {lookup.status === 'failed' ? (
        // The failure itself is the field's error (see lookupErrors); this is the way out of it.
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => onRequestLookup(lookup.zipcode, true)}
        >
          {LOOKUP_RETRY_LABEL}
        </button>
      ) : null}
    </div>
  );
}
