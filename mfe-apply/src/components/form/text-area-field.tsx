import { useField } from 'formik';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { describedBy, fieldId, hintId } from './field-ids';
import { FieldError } from './field-error';
import { useFieldError } from './use-field-error';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

export function TextAreaField({ name, label, hint, ...rest }: TextAreaFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={fieldId(name)} className="field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId(name)} className="field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={fieldId(name)}
        {...field}
        value={field.value ?? ''}
        {...rest}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(name, Boolean(hint), Boolean(error))}
      />
      <FieldError name={name} message={error} />
    </div>
  );
}
