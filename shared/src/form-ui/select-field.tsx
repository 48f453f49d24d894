import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFramedField } from './field-frame';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Marks the field as required in the label. Default false. */
  required?: boolean;
  /** Default true; false when the same error is shown next to another control. */
  showError?: boolean;
  /** The <option> and <optgroup> elements. */
  children: ReactNode;
}

/**
 * A labelled Formik select, built like TextField: the error sits under it and
 * is tied to it (aria-describedby, aria-invalid). An `onChange` given replaces
 * Formik's own change handling (for fields that reset others).
 */
export function SelectField({
  name,
  label,
  hint,
  required = false,
  showError: mayShowError = true,
  id,
  children,
  ...rest
}: SelectFieldProps) {
  const { ids, error, control, aria } = useFramedField(name, id, Boolean(hint), mayShowError);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error}>
      <select {...control} {...rest} {...aria} className="field__input">
        {children}
      </select>
    </FieldFrame>
  );
}
