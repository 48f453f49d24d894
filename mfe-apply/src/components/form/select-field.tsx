import { useField } from 'formik';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { describedBy, fieldId, hintId } from './field-ids';
import { FieldError } from './field-error';
import { useFieldError } from './use-field-error';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** First, empty option, e.g. '選択してください'. Default '選択してください'. */
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
}

export function SelectField({
  name,
  label,
  options,
  placeholder = '選択してください',
  hint,
  required = false,
  ...rest
}: SelectFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={fieldId(name)} className="field__label">
        {label}
        {required ? <span className="field__required">必須</span> : null}
      </label>
      {hint ? (
        <p id={hintId(name)} className="field__hint">
          {hint}
        </p>
      ) : null}
      <select
        id={fieldId(name)}
        {...field}
        value={field.value ?? ''}
        {...rest}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(name, Boolean(hint), Boolean(error))}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} message={error} />
    </div>
  );
}
