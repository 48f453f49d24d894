import { useFormikContext } from 'formik';
import { PREFECTURES_SERVED } from '@hikari/shared/domain';
import { fieldId, SelectField, TextField } from '@hikari/shared/form-ui';
import type { PostalTown } from '@hikari/shared/api';
import { PostalCodeLookupField } from '../../../components/form';
import { transferRequestCopy as copy } from '../../../content/transfer-content';
import type { TransferRequestDraft } from '../state/transfer-slice';

/**
 * The new address of a move. The postal code fills prefecture, city and
 * town from GET /postal/{zipcode}; a code shared by several towns lets the
 * visitor pick one. Every field stays editable.
 */
export function NewAddressFields() {
  const { values, setFieldValue } = useFormikContext<TransferRequestDraft>();
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
    document.getElementById(fieldId('newAddress.line1'))?.focus();
  };

  return (
    <fieldset className="form-section">
      <legend>{copy.addressHeading}</legend>
      <PostalCodeLookupField name="newAddress.postalCode" copy={copy} onFill={fill} />
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
