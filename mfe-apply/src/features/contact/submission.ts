// The same helpers as the transfer feature's; features do not import each other, so each keeps its own copy.

import { getIn } from 'formik';
import { useCallback, useRef, useState } from 'react';
import { NETWORK_ERROR, type GraphqlError } from '@hikari/shared/api';
import { contactFailureCopy as copy } from '../../content/contact-content';

/**
 * Runs one submission at a time. The ref stops a second click before React
 * has re-rendered the disabled button; `pending` drives that button.
 */
export function useSingleFlight() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}

/** RTK Query hands back either the base query's error or a serialized exception. */
export function asGraphqlError(error: unknown): GraphqlError {
  if (error && typeof error === 'object' && typeof (error as GraphqlError).message === 'string') {
    return error as GraphqlError;
  }
  return { message: '' };
}

/** What went wrong and what to do, in the visitor's terms. */
export function failureMessage(error: GraphqlError): string {
  if (error.code === 'BAD_USER_INPUT') return copy.invalidInput;
  if (error.message === NETWORK_ERROR) return copy.networkError;
  if (error.code === 'RATE_LIMITED' || error.status === 429) return copy.busy;
  return copy.retryLater;
}

interface Recorded {
  message: string;
  /** The answer the server refused; the message goes as soon as the visitor changes it. */
  value: unknown;
}

/**
 * The server's messages about single answers, kept next to their fields
 * until the visitor changes the answer. Formik re-validates on every
 * keystroke, so the messages go through `validate` rather than setErrors.
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
