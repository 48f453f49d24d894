// Every input goes through the Yup schemas the browser uses
// (@hikari/shared/forms); a rejection becomes BAD_USER_INPUT with the
// schema's Japanese message per field path.
import type { AnySchema, InferType } from 'yup';
import { validateWith, type FormContext } from '@hikari/shared/forms';
import { badUserInput } from './errors';

/** The cast value (normalised by the schema), or a BAD_USER_INPUT error. */
export function validated<S extends AnySchema>(
  schema: S,
  value: unknown,
  now: Date,
  context: Omit<FormContext, 'now'> = {},
): InferType<S> {
  const outcome = validateWith(schema, value, { ...context, now });
  if (!outcome.ok) throw badUserInput(outcome.errors);
  return outcome.value;
}
