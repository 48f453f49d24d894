import { getIn, useFormikContext } from 'formik';

/** The message to show for a field: only after the visitor has touched it (or tried to submit). */
export function useFieldError(name: string): string | undefined {
  const { errors, touched } = useFormikContext<Record<string, unknown>>();
  const error: unknown = getIn(errors, name);
  return getIn(touched, name) && typeof error === 'string' ? error : undefined;
}
