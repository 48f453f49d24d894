// ApplicationUpSell: an existing customer adds options (/option/apply).

import { boolean, object, type InferType } from 'yup';
import { UPSELL_OPTION_FLAGS, type UpsellOptionFlag } from '@hikari/shared/domain';
import { contractNumberField } from './contract-number';
import { phoneField } from './fields';
import { messages } from './messages';
import { lazySchema } from './lazy-schema';

export { UPSELL_OPTION_FLAGS, type UpsellOptionFlag };

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
