// The contract number existing customers quote (transfer, upsell, contact).
// Format chosen for this site: 'C' followed by 8 digits (C12345678), the
// way it is printed on the contract documents. Typed input is folded:
// full-width, lower-case c, hyphens and spaces ('ｃ１２３４－５６７８').

import { string } from 'yup';
import { normalizeNumberText } from '@hikari/shared/domain';
import { messages } from './messages';

export const CONTRACT_NUMBER_PATTERN = /^C\d{8}$/;

export function normalizeContractNumber(value: string): string {
  return normalizeNumberText(value)
    .replace(/[\s\-－ー]/g, '')
    .toUpperCase();
}

const fold = (v: unknown) => (typeof v === 'string' ? normalizeContractNumber(v) : v);

export function contractNumberField() {
  return string()
    .transform(fold)
    .required(messages.required('ご契約番号'))
    .matches(CONTRACT_NUMBER_PATTERN, messages.contractNumber);
}

/** For forms where the number helps but is not needed. */
export function optionalContractNumberField() {
  return string()
    .transform(fold)
    .default('')
    .matches(CONTRACT_NUMBER_PATTERN, { message: messages.contractNumber, excludeEmptyString: true });
}
