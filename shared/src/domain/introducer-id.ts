// The referral (introducer) code. Format chosen for this site: 6 to 16
// half-width letters and digits, compared upper-case; what a visitor types
// in full-width or lower case is folded first. The API issues the
// introductionId of a new customer in this format, so every code it hands
// out passes this check. Kept in the domain (not in forms) because the shell
// reads codes from links on arrival and must not download the form schemas for it.
import { normalizeAscii } from './normalize';

export const INTRODUCER_ID_PATTERN = /^[A-Z0-9]{6,16}$/;

export function normalizeIntroducerId(value: string): string {
  return normalizeAscii(value).replace(/[\s-]/g, '').toUpperCase();
}
