import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Hands every change of the form's values to `onChange` (with the values
 * before it), so an answer is kept the moment it is typed.
 */
export function KeepValues<V>({ onChange }: { onChange: (values: V, previous: V) => void }) {
  const { values } = useFormikContext<V>();
  const previous = useRef(values);
  useEffect(() => {
    if (previous.current === values) return;
    onChange(values, previous.current);
    previous.current = values;
  }, [values, onChange]);
  return null;
}

/** After a submit that found errors, moves the focus to the first field with a message. */
export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (!hasErrors) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValidating, hasErrors, formRef]);
  return null;
}

/** Moves the focus to a field by its Formik name (e.g. after the server or a check refused it). */
export function focusField(formRef: RefObject<HTMLFormElement | null>, id: string): void {
  formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id)}`)?.focus();
}
