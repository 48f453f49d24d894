import { useField } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';

interface FieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
}

function describedBy(name: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The hint and the error under a control, with the ids `useFieldState`'s aria attributes name. */
export function FieldMessages({ name, hint, error }: { name: string; hint?: ReactNode; error?: string }) {
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

/** Formik's field, the error to show (once touched) and the aria attributes naming hint and error. */
export function useFieldState(name: string, hint: ReactNode) {
  const [field, meta] = useField(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, Boolean(hint), Boolean(error)),
  } as const;
  return { field, error, aria };
}

/** A field's frame: its label, the control, then hint and error. */
function FieldFrame(props: FieldProps & { error?: string; children: ReactNode }) {
  const { name, label, hint, error, children } = props;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      {children}
      <FieldMessages name={name} hint={hint} error={error} />
    </div>
  );
}

/** A Formik input with its label, hint and the Japanese error beside it. */
export function InputField(
  props: FieldProps & {
    type?: string;
    min?: number;
    max?: number;
    inputMode?: 'numeric';
    /** The browser's autofill hint (username, current-password, one-time-code, new-password). */
    autoComplete?: string;
  },
) {
  const { name, label, hint, ...input } = props;
  const { field, error, aria } = useFieldState(name, hint);
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      <input id={name} {...field} {...input} value={field.value ?? ''} {...aria} />
    </FieldFrame>
  );
}

/** `placeholder`: what is used when the field is left empty (the catalog's words). */
export function TextAreaField(props: FieldProps & { rows?: number; placeholder?: string }) {
  const { name, label, hint, rows = 4, placeholder } = props;
  const { field, error, aria } = useFieldState(name, hint);
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      <textarea id={name} rows={rows} placeholder={placeholder} {...field} {...aria} />
    </FieldFrame>
  );
}

export function SelectField(props: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { name, label, hint, options } = props;
  const { field, error, aria } = useFieldState(name, hint);
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error}>
      <select id={name} {...field} {...aria}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** One radio button of a group, with its label after it. */
export function RadioChoice(props: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}) {
  const { children, ...input } = props;
  return (
    <label className="choice">
      <input type="radio" {...input} />
      {children}
    </label>
  );
}

/** A Formik radio group: its legend, one choice per option, then the error once touched. */
export function RadioGroupField(props: {
  name: string;
  legend: string;
  options: readonly { value: string; label: ReactNode }[];
}) {
  const { name, legend, options } = props;
  const [field, meta] = useField<string>(name);
  return (
    <fieldset className="field">
      <legend>{legend}</legend>
      {options.map((option) => (
        <RadioChoice
          key={option.value}
          name={name}
          value={option.value}
          checked={field.value === option.value}
          onChange={field.onChange}
        >
          {option.label}
        </RadioChoice>
      ))}
      {meta.touched && meta.error ? (
        <p className="field-error" role="alert">
          {meta.error}
        </p>
      ) : null}
    </fieldset>
  );
}
