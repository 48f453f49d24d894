import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, fieldId, hintId } from './field-ids';
import { FieldError } from './field-error';
import { useFieldError } from './use-field-error';

export interface DatePartsFieldProps {
  legend: ReactNode;
  /** Year, month and day fields; the schemas report the date's message on the year. */
  names: readonly [string, string, string];
  hint?: ReactNode;
  required?: boolean;
  /** autoComplete tokens of the three parts, e.g. bday-year. Default none. */
  autoComplete?: readonly [string, string, string];
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** A date typed as year (4 digits) and picked as month and day, with one message for the whole date. */
export function DatePartsField({ legend, names, hint, required = false, autoComplete }: DatePartsFieldProps) {
  const [yearName, monthName, dayName] = names;
  const [year] = useField<string>(yearName);
  const [month] = useField<string>(monthName);
  const [day] = useField<string>(dayName);
  const error = useFieldError(yearName);
  const describedby = describedBy(yearName, Boolean(hint), Boolean(error));
  return (
    <fieldset className={`field${error ? ' field--invalid' : ''}`} aria-describedby={describedby}>
      <legend>
        {legend}
        {required ? <span className="field__required">必須</span> : null}
      </legend>
      {hint ? (
        <p id={hintId(yearName)} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="field__inline">
        <input
          id={fieldId(yearName)}
          className="field__input"
          inputMode="numeric"
          maxLength={4}
          size={6}
          {...year}
          value={year.value ?? ''}
          autoComplete={autoComplete?.[0]}
          aria-invalid={Boolean(error)}
          aria-describedby={describedby}
        />
        <label htmlFor={fieldId(yearName)}>年</label>
        <select
          id={fieldId(monthName)}
          {...month}
          value={month.value ?? ''}
          autoComplete={autoComplete?.[1]}
          aria-invalid={Boolean(error)}
          aria-describedby={describedby}
        >
          <option value="">--</option>
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        <label htmlFor={fieldId(monthName)}>月</label>
        <select
          id={fieldId(dayName)}
          {...day}
          value={day.value ?? ''}
          autoComplete={autoComplete?.[2]}
          aria-invalid={Boolean(error)}
          aria-describedby={describedby}
        >
          <option value="">--</option>
          {DAYS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        <label htmlFor={fieldId(dayName)}>日</label>
      </div>
      <FieldError name={yearName} message={error} />
    </fieldset>
  );
}
