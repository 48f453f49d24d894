import type { GraphqlError, LookupFailure } from '@hikari/shared/api';

/**
 * A failed look-up of the shared client in the error shape of RTK Query's
 * endpoints, so components handle it like any other failed call. `code`
 * keeps why it failed ('timeout', 'network', 'server') for the message.
 */
export function lookupError(
  failure: LookupFailure,
  message: string,
  status?: number,
): { error: GraphqlError } {
  return { error: { message, code: failure, ...(status === undefined ? {} : { status }) } };
}

/** Why a look-up failed, from its error; 'server' when it does not say. */
export function failureOf(error: unknown): LookupFailure {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'timeout' || code === 'network' || code === 'aborted' ? code : 'server';
}
