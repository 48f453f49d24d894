// Out of the area (/contact/?request=notice or ?request=question, the
// RequestAreaNotice mutation): a visitor whose address is not served asks to
// be told when service starts there, or asks a question without booking a
// visit. No visit dates; the address is the one the area search was run for.

import { number, object, string, type InferType } from 'yup';
import {
  kanaText,
  mailField,
  multilineText,
  nameText,
  optionalPhoneField,
  optionalText,
  postalCodeField,
  requiredText,
} from './fields';
import { messages } from './messages';
import { lazySchema } from './lazy-schema';

export const AREA_NOTICE_KINDS = ['notify', 'question'] as const;
export type AreaNoticeKind = (typeof AREA_NOTICE_KINDS)[number];
export const areaNoticeKindLabels: Record<AreaNoticeKind, string> = {
  notify: '提供開始のお知らせを受け取る',
  question: '質問・相談する（訪問日の指定は不要です）',
};

/** Longest question or note, in characters. Default 1000. */
export const AREA_NOTICE_MESSAGE_MAX = 1000;

export const areaNoticeMessages = {
  questionRequired: 'ご質問・ご相談の内容を入力してください',
  alreadyServed:
    'ご入力のご住所はすでに提供エリア内のため、お知らせの登録は不要です。料金シミュレーションからお申し込みいただけます',
} as const;

export const areaNoticeSchema = lazySchema(() =>
  object({
    kind: string()
      .required(messages.select('ご希望の内容'))
      .oneOf([...AREA_NOTICE_KINDS], messages.select('ご希望の内容')),
    lastName: nameText('姓', 20),
    firstName: nameText('名', 20),
    lastNameKana: kanaText('セイ'),
    firstNameKana: kanaText('メイ'),
    mail: mailField(),
    phone: optionalPhoneField(),
    buildingType: number()
      .typeError(messages.select('建物の種類'))
      .required(messages.select('建物の種類'))
      .oneOf([0, 1], messages.select('建物の種類')),
    postalCode: postalCodeField(),
    prefecture: requiredText('都道府県', 10, messages.select('都道府県')),
    city: requiredText('市区町村', 40),
    town: optionalText('町名', 40),
    line1: optionalText('丁目・番地', 60),
    buildingName: optionalText('マンション・アパート名', 60),
    message: multilineText('ご質問・ご相談の内容', AREA_NOTICE_MESSAGE_MAX).when('kind', {
      is: 'question',
      then: (s) => s.required(areaNoticeMessages.questionRequired),
    }),
  }),
);

export type AreaNoticeValues = InferType<typeof areaNoticeSchema>;
