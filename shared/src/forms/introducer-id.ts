// The referral (introducer) code. Format chosen for this site: 6 to 16
// half-width letters and digits, compared upper-case; what a visitor types
// in full-width or lower case is folded first. The API issues the
// introductionId of a new customer in this format, so every code it hands
// out passes this check.

import { string } from 'yup';
import { normalizeAscii } from '@hikari/shared/domain';
import { messages } from './messages';

export const INTRODUCER_ID_PATTERN = /^[A-Z0-9]{6,16}$/;

export function normalizeIntroducerId(value: string): string {
  return normalizeAscii(value).replace(/[\s-]/g, '').toUpperCase();
}

/** Optional: '' when the visitor has no code. */
export function introducerIdField() {
  return string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeIntroducerId(v) : v))
    .default('')
    .matches(INTRODUCER_ID_PATTERN, { message: messages.introducerId, excludeEmptyString: true });
}
