// The contract number existing customers quote (transfer, upsell, contact).
// Format chosen for this site: 'C' followed by 8 digits (C12345678), the
// way it is printed on the contract documents. Typed input is folded:
// full-width, lower-case c, hyphens and spaces ('ｃ１２３４－５６７８').

import { string } from 'yup';
import { glossary, normalizeNumberText } from '@hikari/shared/domain';
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
    .required(messages.required(glossary.contractNumber))
    .matches(CONTRACT_NUMBER_PATTERN, messages.contractNumber);
}

/** For forms where the number helps but is not needed. */
export function optionalContractNumberField() {
  return string()
    .transform(fold)
    .default('')
    .matches(CONTRACT_NUMBER_PATTERN, { message: messages.contractNumber, excludeEmptyString: true });
}

/**
 * An application's reception number as the completion page shows it
 * ('AP-20261124-7KQ3MZ'): 'AP', the Japan-time date and six letters or digits.
 */
export const APPLICATION_RECEPTION_PATTERN = /^AP-\d{8}-[0-9A-Z]{6}$/;

/**
 * A contract number or an application's reception number, folded the same
 * way; a reception number gets its hyphens back ('ap２０２６１１２４７kq3mz'
 * becomes 'AP-20261124-7KQ3MZ'). Anything else is returned folded.
 */
export function normalizeCustomerReference(value: string): string {
  const folded = normalizeContractNumber(value);
  const reception = /^AP(\d{8})([0-9A-Z]{6})$/.exec(folded);
  return reception ? `AP-${reception[1]}-${reception[2]}` : folded;
}

/**
 * For forms where a customer may quote either the contract number (C12345678)
 * or, before the contract exists, the reception number of the application
 * (AP-20261124-7KQ3MZ). Optional.
 */
export function optionalCustomerReferenceField() {
  return string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeCustomerReference(v) : v))
    .default('')
    .test(
      'reference',
      messages.customerReference,
      (v) => !v || CONTRACT_NUMBER_PATTERN.test(v) || APPLICATION_RECEPTION_PATTERN.test(v),
    );
}
