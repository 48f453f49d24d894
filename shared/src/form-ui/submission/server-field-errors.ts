import { getIn } from 'formik';
import { useCallback, useRef } from 'react';

interface Recorded {
  message: string;
  /** The answer the server refused; the message goes as soon as the visitor changes it. */
  value: unknown;
}

/**
 * Whether a path in the server's BAD_USER_INPUT fields ('mail',
 * 'newAddress.postalCode', 'items[0].name') names an answer of the form whose
 * top-level fields are `fields`: the `ownPath` every form gives `refuse`, so
 * each of its answers' messages sits at its field and only the others go above
 * the button.
 */
export function ownFieldPaths(fields: Iterable<string>): (path: string) => boolean {
  const names = new Set(fields);
  return (path) => names.has(path.split(/[.[]/)[0] ?? '');
}

/**
 * The server's messages about single answers, kept next to their fields
 * until the visitor changes the answer. Formik re-validates on every
 * keystroke, so the messages go through `validate` rather than setErrors
 * (see validateValues in components/form).
 */
export function useServerFieldErrors() {
  const recorded = useRef<Record<string, Recorded>>({});

  /** Records the messages for paths the form has; returns the messages of the others. */
  const record = useCallback(
    (fields: Record<string, string> | undefined, values: unknown, ownPaths: (path: string) => boolean) => {
      const others: string[] = [];
      const next: Record<string, Recorded> = {};
      for (const [path, message] of Object.entries(fields ?? {})) {
        if (ownPaths(path)) next[path] = { message, value: getIn(values, path) };
        else others.push(message);
      }
      recorded.current = next;
      return others;
    },
    [],
  );

  /** The recorded messages whose answers are still the refused ones. */
  const active = useCallback((values: unknown): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [path, { message, value }] of Object.entries(recorded.current)) {
      if (getIn(values, path) === value) out[path] = message;
    }
    return out;
  }, []);

  return { record, active };
}
