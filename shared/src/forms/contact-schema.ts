// The appointment booking form (/contact, Contact mutation). The spec does
// not give its fields; these are the ones a Japanese booking form asks for:
// name in kanji and kana, phone, mail, the topic and a message; a topic that
// brings someone to the door (works, a support visit) also needs the address
// to visit and two preferred dates with a time slot each. For the other
// topics those answers are not asked and not stored, and the message (what
// the question is) is required. A customer may quote the contract number or,
// before the contract exists, the application's reception number (AP-…).

import { object, string, type InferType, type StringSchema } from 'yup';
import {
  futureDateString,
  kanaText,
  mailField,
  multilineText,
  nameText,
  phoneField,
  postalCodeField,
  requiredText,
} from './fields';
import { optionalCustomerReferenceField } from './contract-number';
import { messages } from './messages';
import { lazySchema } from './lazy-schema';

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

/** Topics that send someone to the visitor's address: they need the address and two dates. */
export const CONTACT_VISIT_TOPICS: readonly ContactTopicValue[] = ['construction', 'visit'];
type ContactTopicValue = (typeof CONTACT_TOPICS)[number];

/** Whether the topic needs the address to visit and the preferred dates. */
export function contactTopicNeedsVisit(topic: unknown): boolean {
  return (CONTACT_VISIT_TOPICS as readonly unknown[]).includes(topic);
}

/** Asked only for a visit topic; otherwise whatever was typed before the topic changed is dropped. */
const forVisit = <S extends StringSchema<string | undefined>>(field: S) =>
  string().when('topic', {
    is: contactTopicNeedsVisit,
    then: () => field,
    otherwise: () => string().transform(() => ''),
  });

const slot = (label: string) =>
  string()
    .required(messages.select(label))
    .oneOf([...CONTACT_TIME_SLOTS], messages.select(label));

export const contactSchema = lazySchema(() =>
  object({
    lastName: nameText('姓', 20),
    firstName: nameText('名', 20),
    lastNameKana: kanaText('セイ'),
    firstNameKana: kanaText('メイ'),
    phone: phoneField(),
    mail: mailField(),
    postalCode: forVisit(postalCodeField()),
    address: forVisit(requiredText('ご住所', 200)),
    contractNumber: optionalCustomerReferenceField(),
    topic: string()
      .required(messages.select('ご用件'))
      .oneOf([...CONTACT_TOPICS], messages.select('ご用件')),
    firstChoiceDate: forVisit(futureDateString('第1希望日', CONTACT_MAX_DAYS_AHEAD)),
    firstChoiceTime: forVisit(slot('第1希望の時間帯')),
    secondChoiceDate: forVisit(futureDateString('第2希望日', CONTACT_MAX_DAYS_AHEAD)),
    secondChoiceTime: forVisit(
      slot('第2希望の時間帯').test(
        'differs',
        '第2希望は第1希望と異なる日時を選択してください',
        (time, ctx) =>
          !time ||
          ctx.parent.secondChoiceDate !== ctx.parent.firstChoiceDate ||
          time !== ctx.parent.firstChoiceTime,
      ),
    ),
    message: multilineText('お問い合わせ内容', CONTACT_MESSAGE_MAX).test(
      'needed',
      messages.required('お問い合わせ内容'),
      (v, ctx) => (contactTopicNeedsVisit(ctx.parent.topic) || !ctx.parent.topic ? true : Boolean(v)),
    ),
  }),
);

export type ContactValues = InferType<typeof contactSchema>;
