import { useField } from 'formik';
import type { ReactNode, SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'onChange'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Marks the field as required in the label. Default false. */
  required?: boolean;
  /** Replaces Formik's own change handling, for fields that reset others. */
  onValueChange?: (value: string) => void;
  /** Default true; false when the same error is shown next to another control. */
  showError?: boolean;
  children: ReactNode;
}

/**
 * A labelled Formik select, built like TextField of @hikari/shared/ui: the
 * error sits under it and is tied to it (aria-describedby, aria-invalid).
 */
export function SelectField({
  name,
  label,
  hint,
  required = false,
  onValueChange,
  showError: mayShowError = true,
  children,
  ...rest
}: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const selectId = `field-${name}`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = `${selectId}-error`;
  const showError = mayShowError && Boolean(meta.touched && meta.error);
  return (
    <div className={`field${showError ? ' field--invalid' : ''}`}>
      <label htmlFor={selectId} className="field__label">
        {label}
        {required ? <span className="field__required">必須</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <select
        id={selectId}
        {...field}
        value={field.value ?? ''}
        onChange={(event) => (onValueChange ? onValueChange(event.target.value) : field.onChange(event))}
        {...rest}
        aria-invalid={showError}
        aria-describedby={[hintId, showError ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        className="field__input"
      >
        {children}
      </select>
      {showError ? (
        <p id={errorId} className="field__error" role="alert">
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}
