// Logging that never carries personal data: no request bodies, no GraphQL
// variables, no query parameters, and no database error text that quotes the
// failed statement's parameters (Drizzle puts them in its message).

/** Errors from another realm (node internals seen from jest's sandbox) fail instanceof. */
function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as Error).message === 'string' &&
      'stack' in value)
  );
}

function isQueryError(error: Error): boolean {
  return error.name === 'DrizzleQueryError' || /^Failed query:/.test(error.message);
}

/** A one-line description of an error that is safe to log. */
export function safeError(value: unknown): string {
  const chain: Error[] = [];
  let current: unknown = value;
  while (isErrorLike(current) && chain.length < 5) {
    chain.push(current);
    current =
      (current as { originalError?: unknown }).originalError ?? (current as { cause?: unknown }).cause;
  }
  if (chain.length === 0) return typeof value === 'string' ? value : '[non-error value]';
  return chain
    .map((error) => {
      if (isQueryError(error)) return 'database query failed';
      const code = (error as { code?: unknown }).code;
      const where =
        error.stack
          ?.split('\n')
          .slice(1, 3)
          .map((l) => l.trim())
          .join(' ') ?? '';
      return `${error.name}${typeof code === 'string' ? `[${code}]` : ''}: ${error.message}${where ? ` (${where})` : ''}`;
    })
    .join(' <- ');
}

// Routine lines would drown test output; warnings and errors still show.
const quiet = process.env.JEST_WORKER_ID !== undefined;

export const log = {
  info: (message: string) => {
    if (!quiet) console.log(message);
  },
  warn: (message: string, error?: unknown) =>
    console.warn(error === undefined ? message : `${message}: ${safeError(error)}`),
  error: (message: string, error?: unknown) =>
    console.error(error === undefined ? message : `${message}: ${safeError(error)}`),
};
