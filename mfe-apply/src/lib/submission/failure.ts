import { NETWORK_ERROR, type GraphqlError } from '@hikari/shared/api';

/** A refused submission as the form shows it: what to do, and the server's messages for answers not on this form. */
export interface SubmissionFailure {
  message: string;
  others: string[];
}

/** The feature's words for each kind of failure (its content file; the button names differ per form). */
export interface FailureCopy {
  invalidInput: string;
  networkError: string;
  busy: string;
  retryLater: string;
  /** The API refused because maintenance began: the answers are kept, send again afterwards. */
  maintenance: string;
}

/** RTK Query hands back either the base query's error or a serialized exception. */
export function asGraphqlError(error: unknown): GraphqlError {
  if (error && typeof error === 'object' && typeof (error as GraphqlError).message === 'string') {
    return error as GraphqlError;
  }
  return { message: '' };
}

/** What went wrong and what to do, in the visitor's terms. */
export function failureMessage(error: GraphqlError, copy: FailureCopy): string {
  if (error.code === 'BAD_USER_INPUT') return copy.invalidInput;
  if (error.code === 'MAINTENANCE') return copy.maintenance;
  if (error.message === NETWORK_ERROR) return copy.networkError;
  if (error.code === 'RATE_LIMITED' || error.status === 429) return copy.busy;
  return copy.retryLater;
}
