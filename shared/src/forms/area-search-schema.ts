// The area search form (docs/business-rules.md#area-search inputs: AreaAddressInput).

import { object, string, type InferType } from 'yup';
import { normalizeChomeInput, normalizePostalCode } from '@hikari/shared/domain';
import { buildingTypeField, optionalText, onString, requiredText } from './fields';
import { messages } from './messages';
import { lazySchema } from './lazy-schema';

const whenNoPostalCode = (label: string) =>
  optionalText(label, 40).when('postalCode', {
    is: (postalCode: string | undefined) => !postalCode,
    then: (s) => s.required(`郵便番号、または${label}を入力してください`),
  });

/**
 * Building type, then the address: a postal code, or city and town typed by
 * hand. The prefecture is always required because the prefecture rule of
 * docs/business-rules.md#area-search is decided on it (the page fills it from the postal code).
 * 丁目 is optional (many addresses have none) and may be written any way a
 * visitor writes it; 番地 is required; the building name is required for an
 * apartment, which is searched by building.
 */
export const areaSearchSchema = lazySchema(() =>
  object({
    buildingType: buildingTypeField(),
    postalCode: string()
      .transform(onString(normalizePostalCode))
      .default('')
      .matches(/^\d{7}$/, { message: messages.postalCode, excludeEmptyString: true }),
    prefecture: requiredText('都道府県', 10, messages.select('都道府県')),
    city: whenNoPostalCode('市区町村'),
    town: whenNoPostalCode('町名'),
    // '3', '３', '3丁目', '三丁目' are one 丁目, kept as '3' (the pages write it 「3丁目」).
    chome: optionalText('丁目', 10).transform(onString(normalizeChomeInput)).matches(/^\d*$/, messages.chome),
    banchi: requiredText('番地', 30),
    buildingName: optionalText('建物名', 60).when('buildingType', {
      is: 1,
      then: (s) => s.required('マンション・アパート名を入力してください'),
    }),
  }),
);

export type AreaSearchValues = InferType<typeof areaSearchSchema>;
