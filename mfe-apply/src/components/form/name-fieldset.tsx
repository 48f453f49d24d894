import { TextField } from '@hikari/shared/form-ui';
import { personNameCopy as copy } from '../../content/person-name-content';

/** お名前 (kanji and katakana) of a request form whose values are lastName, firstName, lastNameKana, firstNameKana. */
export function NameFieldset() {
  return (
    <fieldset className="form-section">
      <legend>{copy.nameHeading}</legend>
      <div className="field-row">
        <TextField name="lastName" label={copy.lastName} required autoComplete="family-name" />
        <TextField name="firstName" label={copy.firstName} required autoComplete="given-name" />
      </div>
      <p className="field__hint">{copy.kanaHint}</p>
      <div className="field-row">
        <TextField name="lastNameKana" label={copy.lastNameKana} required autoComplete="off" />
        <TextField name="firstNameKana" label={copy.firstNameKana} required autoComplete="off" />
      </div>
    </fieldset>
  );
}
