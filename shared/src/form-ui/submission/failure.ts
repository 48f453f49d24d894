import { NETWORK_ERROR, type GraphqlError } from '@hikari/shared/api';

/** A refused submission as the form shows it: what to do, and the server's messages for answers not on this form. */
export interface SubmissionFailure {
  message: string;
  others: string[];
}

/** A text of the form's copy, or a rule that takes the server's own words (the application uses them for RATE_LIMITED). */
export type FailureText = string | ((error: GraphqlError) => string);

/**
 * The form's words for each kind of failure (its content file; the button
 * names differ per form). The one mapping of the API's error codes to them
 * is failureMessage below.
 */
export interface FailureCopy {
  /** BAD_USER_INPUT: an answer was refused. */
  invalidInput: FailureText;
  /** MAINTENANCE: maintenance began; the answers are kept, send again afterwards. */
  maintenance: string;
  /** The request did not reach the API, or its answer did not come back. */
  networkError: string;
  /** RATE_LIMITED (HTTP 429). Default: retryLater. */
  busy?: FailureText;
  /** IDEMPOTENCY_KEY_REUSED: the key went with other answers before. Default: retryLater. */
  alreadyReceived?: string;
  /** Anything else. */
  retryLater: string;
}

/** The server's own message, for a FailureText. */
export const serverMessage = (error: GraphqlError): string => error.message;

/** RTK Query hands back either the base query's error or a serialized exception. */
export function asGraphqlError(error: unknown): GraphqlError {
  if (error && typeof error === 'object' && typeof (error as GraphqlError).message === 'string') {
    return error as GraphqlError;
  }
  return { message: '' };
}

/** The API refused because maintenance mode is on (its MAINTENANCE code, docs/business-rules.md#maintenance). */
export function isMaintenanceRefusal(error: GraphqlError): boolean {
  return error.code === 'MAINTENANCE';
}

const say = (text: FailureText, error: GraphqlError) => (typeof text === 'function' ? text(error) : text);

/** What went wrong and what to do, in the visitor's terms: the one mapping of the API's error codes. */
export function failureMessage(error: GraphqlError, copy: FailureCopy): string {
  if (error.code === 'BAD_USER_INPUT') return say(copy.invalidInput, error);
  if (error.code === 'IDEMPOTENCY_KEY_REUSED') return copy.alreadyReceived ?? copy.retryLater;
  if (isMaintenanceRefusal(error)) return copy.maintenance;
  if (error.message === NETWORK_ERROR) return copy.networkError;
  if (error.code === 'RATE_LIMITED') return say(copy.busy ?? copy.retryLater, error);
  // A 429 without the API's code (a proxy in front of it) has no words of the server's to show.
  if (error.status === 429) return typeof copy.busy === 'string' ? copy.busy : copy.retryLater;
  return copy.retryLater;
}
