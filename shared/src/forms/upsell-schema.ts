// ApplicationUpSell: an existing customer adds options (/option/apply).

import { boolean, object, type InferType } from 'yup';
import { contractNumberField } from './contract-number';
import { phoneField } from './fields';
import { messages } from './messages';
import { lazySchema } from './lazy-schema';

/** Options an existing line can add without new installation work. */
export const UPSELL_OPTION_FLAGS = [
  'isMeshWiFi',
  'isSecurityPack',
  'isSmartHome',
  'isGamingCustom',
  'isVideo',
  'isGigazo',
  'isKurashiSupport',
  'isDazn',
  'isAnshinSupport',
] as const;
export type UpsellOptionFlag = (typeof UPSELL_OPTION_FLAGS)[number];

const optionFlag = () => boolean().default(false);
const optionFlags = Object.fromEntries(UPSELL_OPTION_FLAGS.map((flag) => [flag, optionFlag()])) as {
  [K in UpsellOptionFlag]: ReturnType<typeof optionFlag>;
};

export const upsellSchema = lazySchema(() =>
  object({
    contractNumber: contractNumberField(),
    phone: phoneField('ご契約者さまの電話番号'),
    options: object(optionFlags).test(
      'at-least-one',
      messages.atLeastOne('お申し込みになるオプション'),
      (options) => UPSELL_OPTION_FLAGS.some((flag) => options?.[flag] === true),
    ),
  }),
);

export type UpsellValues = InferType<typeof upsellSchema>;
