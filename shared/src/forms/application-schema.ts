// The ApplyCTC payload {planData, campaignData, customer, agreements},
// composed from the step schemas. The API validates with exactly this and
// then recomputes the estimate from planData's choices.

import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { applyForm2Schema } from './apply-form2-schema';
import { applyForm3Schema } from './apply-form3-schema';
import { campaignDataSchema, planDataSchema } from './estimate-data-schema';
import { charLength, unknownFieldsMessage } from './fields';
import { messages } from './messages';
import { termsSchema } from './terms-schema';
import { FORM_ERROR_KEY, validateWith, type FormContext, type ValidationResult } from './validate-with';
import { lazySchema } from './lazy-schema';

// Every object of the payload refuses keys it does not declare (`exact`):
// whatever the API accepts it stores and ops read, so nothing unchecked may
// ride along. The steps' own schemas check each part of the customer where
// it is whole (the address, the account…); the customer itself is whole
// only here. What the browser's saved customer data carries besides the
// steps' answers is declared below; each is optional and kept as sent, so a
// payload the site sent before reads (and hashes, for a replay) as it did.

const YES_NO = 'はい・いいえで選択してください';
const carriedText = (label: string, max: number) =>
  string().test('max-length', messages.maxLength(label, max), (v) => v == null || charLength(v) <= max);
const carriedFlag = () => boolean().typeError(YES_NO);

/**
 * The browser's own area answer (docs/business-rules.md#records-and-field-names, area search result) and the
 * address it answers for. The API runs its own search and stores that
 * instead; these are only checked for their shape.
 */
const areaDataSchema = lazySchema(() =>
  object({
    result: mixed<'success' | 'failed'>().oneOf(
      ['success', 'failed'] as const,
      'エリア確認の結果が正しくありません',
    ),
    status: carriedText('エリア確認の状態', 20).nullable(),
    isServiceArea: carriedFlag().nullable(),
    is10GArea: carriedFlag().nullable(),
    isTVArea: carriedFlag().nullable(),
    period: carriedText('提供開始の時期', 50).nullable(),
    isRegister: carriedFlag().nullable(),
    isNonAvailable: carriedFlag().nullable(),
    isApprovedMansion: carriedFlag().nullable(),
    mansionPlanType: carriedText('マンションの配線方式', 10).nullable(),
    isMansionWari12: carriedFlag().nullable(),
    isKDDI: carriedFlag().nullable(),
    isAllCommufaMansion: carriedFlag().nullable(),
    notes: carriedText('エリア確認の備考', 500).nullable(),
  })
    .exact(unknownFieldsMessage)
    .nullable()
    .default(undefined),
);

const areaCheckedAddressSchema = lazySchema(() =>
  object({
    buildingType: number()
      .typeError(messages.select('建物の種類'))
      .oneOf([0, 1] as const, messages.select('建物の種類')),
    postalCode: carriedText('郵便番号', 10),
    state: carriedText('都道府県', 10),
    city: carriedText('市区町村', 40),
    town: carriedText('町名', 40),
    line1: carriedText('丁目・番地', 60),
    line2: carriedText('建物名', 60),
  })
    .exact(unknownFieldsMessage)
    .nullable()
    .default(undefined),
);

/** Fields of the customer data that no step asks for (the site sends them empty or as saved). */
const carriedCustomerFields = lazySchema(() => ({
  buildingState: carriedText('建物の状況', 40),
  phone1: carriedText('電話番号', 11),
  phone2: carriedText('電話番号', 11),
  phone3: carriedText('電話番号', 11),
  secondPhone1: carriedText('2つ目の電話番号', 11),
  secondPhone2: carriedText('2つ目の電話番号', 11),
  secondPhone3: carriedText('2つ目の電話番号', 11),
  // The agreements travel in `agreements`; the saved customer data keeps a copy.
  isAgreeExplanation: carriedFlag(),
  isAgreeOfConstruction1: carriedFlag(),
  isAgreeOfConstruction2: carriedFlag(),
  isCheckedMap: carriedFlag(),
  areaData: areaDataSchema,
  areaCheckedAddress: areaCheckedAddressSchema,
}));

/** The customer object: what steps 2 and 3 collect, and what the saved customer data carries besides. */
export const customerSchema = lazySchema(() =>
  applyForm2Schema.concat(applyForm3Schema).shape(carriedCustomerFields).exact(unknownFieldsMessage),
);

export const applicationSchema = lazySchema(() =>
  object({
    planData: planDataSchema.required(),
    campaignData: campaignDataSchema.required(),
    customer: customerSchema.required(),
    agreements: termsSchema.required(),
  }).exact(unknownFieldsMessage),
);

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
