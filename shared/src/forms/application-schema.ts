// The ApplyCTC payload {planData, campaignData, customer, agreements},
// composed from the step schemas. The API validates with exactly this and
// then recomputes the estimate from planData's choices.

import { object, type InferType } from 'yup';
import { applyForm2Schema } from './apply-form2-schema';
import { applyForm3Schema } from './apply-form3-schema';
import { campaignDataSchema, planDataSchema } from './estimate-data-schema';
import { termsSchema } from './terms-schema';
import { FORM_ERROR_KEY, validateWith, type FormContext, type ValidationResult } from './validate-with';

/** The customer object: what steps 2 and 3 collect. */
export const customerSchema = applyForm2Schema.concat(applyForm3Schema);

export const applicationSchema = object({
  planData: planDataSchema.required(),
  campaignData: campaignDataSchema.required(),
  customer: customerSchema.required(),
  agreements: termsSchema.required(),
});

export type ApplicationPayload = InferType<typeof applicationSchema>;

/** Largest formDataJSON accepted, in characters. Default 100,000 (a real payload is a few kB). */
export const APPLICATION_JSON_MAX = 100_000;

/**
 * ApplyCTC carries the payload as a JSON string (formDataJSON). Parses it
 * and validates it; unreadable JSON is a form error, not an exception.
 */
export function parseApplicationPayload(
  formDataJSON: string,
  context: FormContext = {},
): ValidationResult<ApplicationPayload> {
  if (formDataJSON.length > APPLICATION_JSON_MAX) {
    return {
      ok: false,
      errors: { [FORM_ERROR_KEY]: 'お申し込み内容が大きすぎます。入力内容をご確認ください' },
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(formDataJSON);
  } catch {
    return {
      ok: false,
      errors: { [FORM_ERROR_KEY]: 'お申し込み内容を読み取れませんでした。もう一度お試しください' },
    };
  }
  return validateWith(applicationSchema, parsed, context);
}
