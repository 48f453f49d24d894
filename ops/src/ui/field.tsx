import { useField } from 'formik';
import type { ReactNode } from 'react';

interface FieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
}

function describedBy(name: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Messages({ name, hint, error }: { name: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${name}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A Formik input with its label, hint and the Japanese error beside it. */
export function InputField(
  props: FieldProps & { type?: string; min?: number; max?: number; inputMode?: 'numeric' },
) {
  const { name, label, hint, ...input } = props;
  const [field, meta] = useField(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        {...field}
        {...input}
        value={field.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, Boolean(hint), Boolean(error))}
      />
      <Messages name={name} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField(props: FieldProps & { rows?: number }) {
  const { name, label, hint, rows = 4 } = props;
  const [field, meta] = useField(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <textarea
        id={name}
        rows={rows}
        {...field}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, Boolean(hint), Boolean(error))}
      />
      <Messages name={name} hint={hint} error={error} />
    </div>
  );
}

export function SelectField(props: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { name, label, hint, options } = props;
  const [field, meta] = useField(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select
        id={name}
        {...field}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, Boolean(hint), Boolean(error))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages name={name} hint={hint} error={error} />
    </div>
  );
}
