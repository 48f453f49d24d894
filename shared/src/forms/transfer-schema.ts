// Transfer of an existing contract (/transfer): a move to a new address or
// a handover to a new holder. CheckTransferRequest checks the contract
// first (transferCheckSchema); TransferRequest sends the whole request.

import { mixed, object, string, type InferType } from 'yup';
import { contractNumberField } from './contract-number';
import { futureDateString, kanaText, mailField, nameText, phoneField, servedAddressFields } from './fields';
import { messages } from './messages';
import { lazySchema } from './lazy-schema';

export const TRANSFER_TYPES = ['move', 'handover'] as const;
export const transferTypeLabels: Record<(typeof TRANSFER_TYPES)[number], string> = {
  move: 'お引っ越し（移転）',
  handover: '名義変更（ご契約の引き継ぎ）',
};

/** Shortest notice between the request and the desired date, in days: an earlier day is refused on its field. Default 14. */
export const TRANSFER_LEAD_DAYS = 14;

/** Furthest desired date, counted from today in Japan. Default 90 days. */
export const TRANSFER_MAX_DAYS_AHEAD = 90;

export const transferCheckSchema = lazySchema(() =>
  object({
    contractNumber: contractNumberField(),
    holderNameKana: kanaText('ご契約者名（カナ）', { allowSpace: true, max: 40 }),
    phone: phoneField('ご契約時の電話番号'),
    transferType: string()
      .required(messages.select('お手続きの種類'))
      .oneOf([...TRANSFER_TYPES], messages.select('お手続きの種類')),
  }),
);

const newAddressSchema = lazySchema(() =>
  object({
    ...servedAddressFields(
      'お引っ越し先が提供エリア（愛知県・三重県・岐阜県・静岡県・長野県）外の場合は移転できません。サポート窓口へご連絡ください',
    ),
  }),
);

const newHolderSchema = lazySchema(() =>
  object({
    lastName: nameText('新しいご契約者の姓', 20),
    firstName: nameText('新しいご契約者の名', 20),
    lastNameKana: kanaText('新しいご契約者のセイ'),
    firstNameKana: kanaText('新しいご契約者のメイ'),
    phone: phoneField('新しいご契約者の電話番号'),
  }),
);

/** The part that belongs to the other transfer type is dropped from the value. */
const onlyFor = <S extends typeof newAddressSchema | typeof newHolderSchema>(
  type: (typeof TRANSFER_TYPES)[number],
  schema: S,
  label: string,
) =>
  mixed().when('transferType', {
    is: type,
    // No default: an object schema would otherwise invent an empty one and hide the missing part.
    then: () => schema.default(undefined).required(messages.required(label)),
    otherwise: (s) => s.strip(),
  });

export const transferRequestSchema = lazySchema(() =>
  transferCheckSchema.shape({
    mail: mailField(),
    desiredDate: futureDateString('ご希望日', TRANSFER_MAX_DAYS_AHEAD, TRANSFER_LEAD_DAYS),
    newAddress: onlyFor('move', newAddressSchema, 'お引っ越し先のご住所'),
    newHolder: onlyFor('handover', newHolderSchema, '新しいご契約者さまの情報'),
  }),
);

export type TransferCheckValues = InferType<typeof transferCheckSchema>;
export type TransferRequestValues = InferType<typeof transferRequestSchema>;
