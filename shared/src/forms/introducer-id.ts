// The referral (introducer) code field; its format lives in the domain.
import { string } from 'yup';
import { INTRODUCER_ID_PATTERN, normalizeIntroducerId } from '@hikari/shared/domain';
import { messages } from './messages';

export { INTRODUCER_ID_PATTERN, normalizeIntroducerId };

/** Optional: '' when the visitor has no code. */
export function introducerIdField() {
  return string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeIntroducerId(v) : v))
    .default('')
    .matches(INTRODUCER_ID_PATTERN, { message: messages.introducerId, excludeEmptyString: true });
}
