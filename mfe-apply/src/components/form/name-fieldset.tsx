import { TextField } from '@hikari/shared/form-ui';
import { personNameCopy as copy } from '../../content/person-name-content';

export interface NameFieldsProps {
  /** Where the four values sit in the form, e.g. 'newHolder.'; default its top level. */
  prefix?: string;
  /** The visitor's own name, which the browser may fill in; false for someone else's. Default true. */
  own?: boolean;
}

/** 姓・名 and セイ・メイ, with the kana hint between them: the name fields of every form, in one wording. */
export function NameFields({ prefix = '', own = true }: NameFieldsProps) {
  return (
    <>
      <div className="field-row">
        <TextField
          name={`${prefix}lastName`}
          label={copy.lastName}
          required
          autoComplete={own ? 'family-name' : 'off'}
        />
        <TextField
          name={`${prefix}firstName`}
          label={copy.firstName}
          required
          autoComplete={own ? 'given-name' : 'off'}
        />
      </div>
      <p className="field__hint">{copy.kanaHint}</p>
      <div className="field-row">
        <TextField name={`${prefix}lastNameKana`} label={copy.lastNameKana} required autoComplete="off" />
        <TextField name={`${prefix}firstNameKana`} label={copy.firstNameKana} required autoComplete="off" />
      </div>
    </>
  );
}

/** お名前 (kanji and katakana) of a request form whose values are lastName, firstName, lastNameKana, firstNameKana. */
export function NameFieldset() {
  return (
    <fieldset className="form-section">
      <legend>{copy.nameHeading}</legend>
      <NameFields />
    </fieldset>
  );
}
