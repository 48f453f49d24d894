import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFramedField } from './field-frame';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  /** The label; a required text area names that in its label itself (its wording differs per form). */
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled Formik text area; `required` goes on the element, the label is the caller's. */
export function TextAreaField({ name, label, hint, id, ...rest }: TextAreaFieldProps) {
  const { ids, error, control, aria } = useFramedField(name, id, Boolean(hint));
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={false} error={error}>
      <textarea {...control} {...rest} {...aria} />
    </FieldFrame>
  );
}
