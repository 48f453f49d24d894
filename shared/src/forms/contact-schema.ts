// The appointment booking form (/contact, Contact mutation). The spec does
// not give its fields; these are the ones a Japanese booking form asks for:
// name in kanji and kana, phone, mail, the address to visit, the topic,
// two preferred dates with a time slot each, and a message.

import { object, string, type InferType } from 'yup';
import {
  charLength,
  futureDateString,
  kanaText,
  mailField,
  onString,
  phoneField,
  postalCodeField,
  requiredText,
} from './fields';
import { optionalContractNumberField } from './contract-number';
import { messages } from './messages';

export const CONTACT_TOPICS = ['construction', 'visit', 'contract', 'other'] as const;
export const contactTopicLabels: Record<(typeof CONTACT_TOPICS)[number], string> = {
  construction: '開通工事日のご予約・変更',
  visit: '訪問サポートのご予約',
  contract: 'ご契約内容のご相談',
  other: 'その他',
};

export const CONTACT_TIME_SLOTS = ['10-12', '13-15', '15-18'] as const;
export const contactTimeSlotLabels: Record<(typeof CONTACT_TIME_SLOTS)[number], string> = {
  '10-12': '10時～12時',
  '13-15': '13時～15時',
  '15-18': '15時～18時',
};

/** Furthest bookable day, counted from today in Japan. Default 60 days. */
export const CONTACT_MAX_DAYS_AHEAD = 60;
/** Longest message, in characters. Default 1000. */
export const CONTACT_MESSAGE_MAX = 1000;

const slot = (label: string) =>
  string()
    .required(messages.select(label))
    .oneOf([...CONTACT_TIME_SLOTS], messages.select(label));

export const contactSchema = object({
  lastName: requiredText('姓', 20),
  firstName: requiredText('名', 20),
  lastNameKana: kanaText('セイ'),
  firstNameKana: kanaText('メイ'),
  phone: phoneField(),
  mail: mailField(),
  postalCode: postalCodeField(),
  address: requiredText('ご住所', 200),
  contractNumber: optionalContractNumberField(),
  topic: string()
    .required(messages.select('ご用件'))
    .oneOf([...CONTACT_TOPICS], messages.select('ご用件')),
  firstChoiceDate: futureDateString('第1希望日', CONTACT_MAX_DAYS_AHEAD),
  firstChoiceTime: slot('第1希望の時間帯'),
  secondChoiceDate: futureDateString('第2希望日', CONTACT_MAX_DAYS_AHEAD),
  secondChoiceTime: slot('第2希望の時間帯').test(
    'differs',
    '第2希望は第1希望と異なる日時を選択してください',
    (time, ctx) =>
      !time ||
      ctx.parent.secondChoiceDate !== ctx.parent.firstChoiceDate ||
      time !== ctx.parent.firstChoiceTime,
  ),
  message: string()
    .transform(onString((v) => v.trim()))
    .default('')
    .test(
      'max-length',
      messages.maxLength('お問い合わせ内容', CONTACT_MESSAGE_MAX),
      (v) => !v || charLength(v) <= CONTACT_MESSAGE_MAX,
    ),
});

export type ContactValues = InferType<typeof contactSchema>;
