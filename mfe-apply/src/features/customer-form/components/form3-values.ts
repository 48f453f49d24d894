import type { CustomerData } from '@hikari/shared/domain';
import { applyForm3Schema } from '@hikari/shared/forms';
import { CUSTOMER_PATHS, type PathMapping } from '../server-errors';

export const FORM3_FIELDS = Object.keys(applyForm3Schema.fields);

type CustomerKey =
  | 'installationInfo'
  | 'contactInfo'
  | 'isPhoneNumberPortability'
  | 'isPhoneNumberPortability2'
  | 'currentPhoneInfo'
  | 'currentCarrier'
  | 'dowConstruction'
  | 'worksSlot'
  | 'contactHours'
  | 'requestColumn'
  | 'movingYear'
  | 'movingMonth'
  | 'movingDate'
  | 'isMobileRental'
  | 'isMobileRentalAgree'
  | 'bankInfo';
/** The customer fields of step 3 and the referral code (kept in campaignData). */
export type Form3Values = Pick<CustomerData, CustomerKey> & { introducerId: string };

/** The server names the referral code by its place in campaignData. */
export const FORM3_PATHS: PathMapping = [...CUSTOMER_PATHS, ['campaignData.introducerId', 'introducerId']];

export function pickForm3(details: CustomerData, introducerId: string): Form3Values {
  const picked = Object.fromEntries(
    FORM3_FIELDS.filter((key) => key !== 'introducerId').map((key) => [
      key,
      details[key as keyof CustomerData],
    ]),
  );
  return { ...(picked as Pick<CustomerData, CustomerKey>), introducerId };
}

/**
 * The address, contact, phone and account come whole from the saved answers:
 * a field an older version of the site saved and this one no longer knows is
 * dropped, not shown as a mistake the visitor cannot correct.
 */
export const SAVED_VALUES = { stripUnknown: true };

export function splitValues(values: Form3Values): { customer: Partial<CustomerData>; introducerId: string } {
  const { introducerId, ...customer } = values;
  return { customer, introducerId };
}

/**
 * The shared checks name payload paths; this step shows each by its own
 * field. The plan is chosen in the simulation: its message is shown by the
 * address that rules 10G out.
 */
export function toStepErrors(errors: Record<string, string>): Record<string, string> {
  const stepErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.startsWith('customer.') ? path.slice('customer.'.length) : 'installationInfo.town';
    stepErrors[field] ??= message;
  }
  return stepErrors;
}
