import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFramedField } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Marks the field as required in the label. Default false. */
  required?: boolean;
  /** Default true; false when the same error is shown next to another control. */
  showError?: boolean;
  /**
   * The choices, after an empty first option reading `placeholder`. Give
   * either these or `children` (<option> and <optgroup> elements of your own).
   */
  options?: readonly SelectOption[];
  /** The empty first option before `options`. Default '選択してください'. */
  placeholder?: string;
  /** Class of the select. Default 'field__input' (a red border while invalid); '' for none. */
  className?: string;
  children?: ReactNode;
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
  options,
  placeholder = '選択してください',
  className = 'field__input',
  id,
  children,
  ...rest
}: SelectFieldProps) {
  const { ids, error, control, aria } = useFramedField(name, id, Boolean(hint), mayShowError);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error}>
      <select {...control} {...rest} {...aria} className={className || undefined}>
        {options ? (
          <>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </>
        ) : (
          children
        )}
      </select>
    </FieldFrame>
  );
}
