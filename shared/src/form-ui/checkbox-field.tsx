import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, fieldId, hintId } from './field-ids';
import { FieldError } from './field-error';
import { useFieldError } from './use-field-error';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** One checkbox bound to a boolean (an agreement, a yes/no choice), with its message under it. */
export function CheckboxField({ name, label, hint }: CheckboxFieldProps) {
  const [field, , helpers] = useField<boolean>(name);
  const error = useFieldError(name);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="choice">
        <input
          type="checkbox"
          id={fieldId(name)}
          name={name}
          checked={field.value === true}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(name, Boolean(hint), Boolean(error))}
          onChange={(event) => void helpers.setValue(event.target.checked)}
          onBlur={field.onBlur}
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId(name)} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError name={name} message={error} />
    </div>
  );
}
