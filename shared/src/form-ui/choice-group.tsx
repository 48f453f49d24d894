import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, fieldId, hintId } from './field-ids';
import { FieldError } from './field-error';
import { useFieldError } from './use-field-error';

export interface ChoiceOption<T> {
  value: T;
  label: ReactNode;
}

export interface ChoiceGroupProps<T extends string | number> {
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption<T>[];
  hint?: ReactNode;
  /** Marks the group as required in the legend. Default false. */
  required?: boolean;
  /** 'radio': one value; 'checkbox': an array of values. Default 'radio'. */
  type?: 'radio' | 'checkbox';
}

/** A fieldset of radios (one value) or checkboxes (an array), with its message under the group. */
export function ChoiceGroup<T extends string | number>({
  name,
  legend,
  options,
  hint,
  required = false,
  type = 'radio',
}: ChoiceGroupProps<T>) {
  const [field, , helpers] = useField<T | T[]>(name);
  const error = useFieldError(name);
  const describedby = describedBy(name, Boolean(hint), Boolean(error));
  const selected = (value: T) =>
    Array.isArray(field.value) ? field.value.includes(value) : field.value === value;
  const toggle = (value: T, checked: boolean) => {
    if (type === 'radio') return helpers.setValue(value);
    const current = Array.isArray(field.value) ? field.value : [];
    // Keep the order of the options, whatever order they were ticked in.
    const next = options.map((o) => o.value).filter((v) => (v === value ? checked : current.includes(v)));
    return helpers.setValue(next);
  };
  return (
    <fieldset className={`field${error ? ' field--invalid' : ''}`} aria-describedby={describedby}>
      <legend>
        {legend}
        {required ? <span className="field__required">必須</span> : null}
      </legend>
      {hint ? (
        <p id={hintId(name)} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="choices">
        {options.map((option, index) => (
          <label key={String(option.value)} className="choice">
            <input
              type={type}
              id={index === 0 ? fieldId(name) : undefined}
              name={name}
              value={String(option.value)}
              checked={selected(option.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={describedby}
              onChange={(event) => void toggle(option.value, event.target.checked)}
              onBlur={() => void helpers.setTouched(true, false)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError name={name} message={error} />
    </fieldset>
  );
}
