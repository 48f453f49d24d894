import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame, useFramedField } from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: ReactNode;
  /** Help text under the label, e.g. an example of the expected format. */
  hint?: ReactNode;
  /** Marks the field as required in the label. Default false. */
  required?: boolean;
}

/**
 * A labelled Formik text input whose error sits right under it and is tied to
 * it for screen readers (aria-describedby, aria-invalid).
 */
export function TextField({ name, label, hint, required = false, id, ...rest }: TextFieldProps) {
  const { ids, error, control, aria } = useFramedField(name, id, Boolean(hint));
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error}>
      <input {...control} {...rest} {...aria} className="field__input" />
    </FieldFrame>
  );
}

/** A phone number field: the phone keypad, and the browser's own number unless `autoComplete` says otherwise. */
export function PhoneField(props: TextFieldProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

/** A mail address field: the mail keyboard, and the browser's own address unless `autoComplete` says otherwise. */
export function MailField(props: TextFieldProps) {
  return <TextField type="email" inputMode="email" autoComplete="email" {...props} />;
}
