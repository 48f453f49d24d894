import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';

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
  const [field, meta] = useField(name);
  const inputId = id ?? `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = `${inputId}-error`;
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className={`field${showError ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {required ? <span className="field__required">必須</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        {...field}
        value={field.value ?? ''}
        {...rest}
        aria-invalid={showError}
        aria-describedby={[hintId, showError ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        className="field__input"
      />
      {showError ? (
        <p id={errorId} className="field__error" role="alert">
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}
