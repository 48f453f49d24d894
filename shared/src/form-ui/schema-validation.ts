// Formik validation through the shared schemas (validateWith), so the page
// and the API report the same rule with the same words, plus the messages
// the server gave for answers the visitor has not changed since.

import { getIn, setIn, type FormikErrors } from 'formik';
import type { AnySchema } from 'yup';
import { validateWith, type FormContext, type ValidateOptions } from '@hikari/shared/forms';

export function toFormikErrors<V>(flat: Record<string, string>): FormikErrors<V> {
  let errors: FormikErrors<V> = {};
  for (const [path, message] of Object.entries(flat)) {
    if (getIn(errors, path) === undefined) errors = setIn(errors, path, message);
  }
  return errors;
}

export function validateValues<V>(
  schema: AnySchema,
  values: V,
  context: FormContext,
  serverErrors: Record<string, string> = {},
  options: ValidateOptions = {},
): FormikErrors<V> {
  const result = validateWith(schema, values, context, options);
  return toFormikErrors<V>({ ...serverErrors, ...(result.ok ? {} : result.errors) });
}
