import { useField } from 'formik';
import type { ReactNode } from 'react';
import { fieldId } from './field-ids';

// Internal to form-ui (not exported from index.ts): the label, hint and error
// around one control, so TextField and SelectField tie them together the same way.

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string;
  /** aria-describedby of the control: its hint and, when shown, its error. */
  describedBy: string | undefined;
}

export function fieldIds(
  name: string,
  id: string | undefined,
  hasHint: boolean,
  showError: boolean,
): FieldIds {
  const controlId = id ?? fieldId(name);
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const errorId = `${controlId}-error`;
  const describedBy = [hintId, showError ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/**
 * Binds a control to Formik the way every field here does: `control` goes on
 * the element before the caller's own props (which may replace onChange),
 * `aria` after them; `error` is the message while it is shown.
 */
export function useFramedField(name: string, id: string | undefined, hasHint: boolean, mayShowError = true) {
  const [field, meta] = useField<string>(name);
  const showError = mayShowError && Boolean(meta.touched && meta.error);
  const ids = fieldIds(name, id, hasHint, showError);
  return {
    ids,
    error: showError ? meta.error : undefined,
    control: { id: ids.controlId, ...field, value: field.value ?? '' },
    aria: { 'aria-invalid': showError, 'aria-describedby': ids.describedBy },
  };
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  required: boolean;
  /** The message to show, or undefined while none is shown. */
  error: string | undefined;
  children: ReactNode;
}

export function FieldFrame({ ids, label, hint, required, error, children }: FieldFrameProps) {
  return (
    <div className={`field${error !== undefined ? ' field--invalid' : ''}`}>
      <label htmlFor={ids.controlId} className="field__label">
        {label}
        {required ? <span className="field__required">必須</span> : null}
      </label>
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error !== undefined ? (
        <p id={ids.errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
