// Step 3 of the application (/apply/form3): where to install, how to reach
// the applicant, the current phone line, the installation wishes and the
// payment account. Validates the customer fields in place.

import { array, boolean, number, object, string, type InferType, type TestContext } from 'yup';
import { PAYMENT_TYPES, normalizeKana, normalizeNumberText, normalizePhone } from '@hikari/shared/domain';
import {
  charLength,
  contextPlanData,
  datePart,
  futureDateYear,
  hasAnyPart,
  kanaText,
  multilineText,
  mustBeTrue,
  onString,
  optionalNameText,
  optionalText,
  requiredText,
  servedAddressFields,
  unknownFieldsMessage,
} from './fields';
import { introducerIdField } from './introducer-id';
import { messages } from './messages';
import type { FormContext } from './validate-with';
import { lazySchema } from './lazy-schema';

export const DAYS_OF_WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const dayOfWeekLabels: Record<(typeof DAYS_OF_WEEK)[number], string> = {
  mon: '月曜日',
  tue: '火曜日',
  wed: '水曜日',
  thu: '木曜日',
  fri: '金曜日',
  sat: '土曜日',
  sun: '日曜日',
};

/**
 * Call-back windows, inside the phone hours the site shows (10:00–18:00 by
 * default, shared call-hours.ts): nobody is promised a call when the desk
 * says it is closed.
 */
export const CONTACT_HOURS = ['anytime', '10-12', '12-15', '15-18'] as const;
export const contactHourLabels: Record<(typeof CONTACT_HOURS)[number] | '18-19', string> = {
  anytime: 'いつでも可',
  '10-12': '10時～12時',
  '12-15': '12時～15時',
  '15-18': '15時～18時',
  // No longer offered; kept so that answers stored before still read in Japanese.
  '18-19': '18時～19時',
};

export const PHONE_HOLDER_RELATIONSHIPS = ['self', 'family', 'other'] as const;
export const phoneHolderRelationshipLabels: Record<(typeof PHONE_HOLDER_RELATIONSHIPS)[number], string> = {
  self: 'ご本人',
  family: 'ご家族',
  other: 'その他',
};

export { PAYMENT_TYPES };
/** 1: 普通, 2: 当座. */
export const ACCOUNT_KINDS = [1, 2] as const;
export const accountKindLabels: Record<(typeof ACCOUNT_KINDS)[number], string> = { 1: '普通', 2: '当座' };

/** Longest request text, in characters. Default 1000. */
export const REQUEST_COLUMN_MAX = 1000;

const digits = () =>
  string()
    .transform(onString((v) => normalizeNumberText(v).replace(/[\s-]/g, '')))
    .default('');

// Bank account names are katakana, with the brackets and dots banks use
// for company forms (カ）ヒカリ, ヒカリ（カ）.
const BANK_KANA = /^(?=.*[ァ-ヶ])[ァ-ヶー（）().．/／\u3000]+$/;

const installationInfoSchema = lazySchema(() =>
  object({
    ...servedAddressFields(messages.servedPrefecture),
    stateKana: optionalText('都道府県（カナ）', 20),
    cityKana: optionalText('市区町村（カナ）', 60),
    townKana: optionalText('町名（カナ）', 60),
    image: string().default(''),
    detail: optionalText('設置場所の補足', 200),
    latitude: number().min(-90).max(90).nullable().default(null),
    longitude: number().min(-180).max(180).nullable().default(null),
  }).exact(unknownFieldsMessage),
);

const contactInfoSchema = lazySchema(() =>
  object({
    type: string()
      .oneOf(['same', 'other'] as const, messages.select('書類の送付先'))
      .default('same'),
    buildingType: string().default(''),
    address: optionalText('書類の送付先住所', 200).when('type', {
      is: 'other',
      then: (s) => s.required(messages.required('書類の送付先住所')),
    }),
    isNonSendingDeadline: boolean().default(true),
    sendingDeadlineYear: datePart().when(['type', 'isNonSendingDeadline'], {
      is: (type: unknown, noDeadline: unknown) => type === 'other' && noDeadline === false,
      then: () =>
        futureDateYear('deadline', '送付先の利用期限', ['sendingDeadlineMonth', 'sendingDeadlineDate'], {
          message: messages.select('送付先の利用期限'),
          test: (parts) => parts.every((p) => p),
        }),
    }),
    sendingDeadlineMonth: datePart(),
    sendingDeadlineDate: datePart(),
  }).exact(unknownFieldsMessage),
);

const notSelf = (relationship: unknown) => relationship !== 'self';

/** Checked in full only when the applicant keeps the current number (isPhoneNumberPortability). */
function currentPhoneInfoSchema(portability: boolean) {
  const base = object({
    number: string().transform(onString(normalizePhone)).default(''),
    phone1: string().default(''),
    phone2: string().default(''),
    phone3: string().default(''),
    carrier: optionalText('現在ご利用中の電話会社', 40),
    addressType: string()
      .oneOf(['same', 'other'] as const)
      .default('same'),
    relationship: string()
      .oneOf([...PHONE_HOLDER_RELATIONSHIPS], messages.select('名義人とのご関係'))
      .default('self'),
    lastName: optionalNameText('名義人の姓', 20),
    firstName: optionalNameText('名義人の名', 20),
    lastNameKana: string().default(''),
    firstNameKana: string().default(''),
    buildingType: string().default(''),
    address: optionalText('電話番号の登録住所', 200),
  }).exact(unknownFieldsMessage);
  if (!portability) return base;
  return base.shape({
    number: string()
      .transform(onString(normalizePhone))
      .required(messages.required('現在お使いの電話番号'))
      .matches(/^0\d{9}$/, messages.landline),
    carrier: requiredText('現在ご利用中の電話会社', 40, messages.select('現在ご利用中の電話会社')),
    relationship: string()
      .required(messages.select('名義人とのご関係'))
      .oneOf([...PHONE_HOLDER_RELATIONSHIPS], messages.select('名義人とのご関係')),
    lastName: optionalNameText('名義人の姓', 20).when('relationship', {
      is: notSelf,
      then: (s) => s.required(messages.required('名義人の姓')),
    }),
    firstName: optionalNameText('名義人の名', 20).when('relationship', {
      is: notSelf,
      then: (s) => s.required(messages.required('名義人の名')),
    }),
    lastNameKana: string()
      .default('')
      .when('relationship', {
        is: notSelf,
        then: () => kanaText('名義人のセイ'),
      }),
    firstNameKana: string()
      .default('')
      .when('relationship', {
        is: notSelf,
        then: () => kanaText('名義人のメイ'),
      }),
    address: optionalText('電話番号の登録住所', 200).when('addressType', {
      is: 'other',
      then: (s) => s.required(messages.required('電話番号の登録住所')),
    }),
  });
}

const isBank = (type: unknown) => type === 'bank';

const contextBanks = (ctx: TestContext) => (ctx.options.context as FormContext | undefined)?.banks;
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A complete bank code that names a bank: in the directory (server), or named by the look-up (browser). */
function isKnownBank(code: string, ctx: TestContext): boolean {
  const banks = contextBanks(ctx);
  return banks ? banks.bankName(code) !== null : filled(ctx.parent.bankName);
}

const bankInfoSchema = lazySchema(() =>
  object({
    type: string()
      .oneOf([...PAYMENT_TYPES], messages.select('お支払い方法'))
      .default('bank'),
    isAgree: boolean()
      .default(false)
      .when('type', { is: isBank, then: () => mustBeTrue(messages.agree('口座振替に関する規約')) }),
    bankCode: digits().when('type', {
      is: isBank,
      then: (s) =>
        s
          .required(messages.required('金融機関コード'))
          .matches(/^\d{4}$/, messages.bankCode)
          .test(
            'bank-known',
            messages.bankUnknown,
            (code, ctx) => !/^\d{4}$/.test(code) || isKnownBank(code, ctx),
          ),
    }),
    bankName: optionalText('金融機関名', 40),
    bankBranchCode: digits().when('type', {
      is: isBank,
      then: (s) =>
        s
          .required(messages.required('支店コード'))
          .matches(/^\d{3}$/, messages.bankBranchCode)
          .test('branch-known', messages.bankBranchUnknown, (branch, ctx) => {
            const bank = normalizeNumberText(String(ctx.parent.bankCode ?? '')).replace(/[\s-]/g, '');
            // An unknown bank is reported on the bank code alone.
            if (!/^\d{3}$/.test(branch) || !/^\d{4}$/.test(bank) || !isKnownBank(bank, ctx)) return true;
            const banks = contextBanks(ctx);
            return banks ? banks.branchName(bank, branch) !== null : filled(ctx.parent.bankBranch);
          }),
    }),
    bankBranch: optionalText('支店名', 40),
    accountKind: number<1 | 2>()
      .typeError(messages.select('預金種目'))
      .oneOf([...ACCOUNT_KINDS], messages.select('預金種目'))
      .default(1),
    // Exactly 7 digits: padding a shorter number here would guess at the
    // account; the page tells the visitor to add the leading zeros.
    accountNo: digits().when('type', {
      is: isBank,
      then: (s) => s.required(messages.required('口座番号')).matches(/^\d{7}$/, messages.accountNo),
    }),
    accountNameKana: string()
      .default('')
      .when('type', {
        is: isBank,
        then: () =>
          string()
            .transform(onString(normalizeKana))
            .required(messages.required('口座名義（カナ）'))
            .test('bank-kana', messages.accountNameKana, (v) => !v || BANK_KANA.test(v))
            .test('max-length', messages.maxLength('口座名義（カナ）', 30), (v) => !v || charLength(v) <= 30),
      }),
  }).exact(unknownFieldsMessage),
);

export const applyForm3Schema = lazySchema(() =>
  object({
    installationInfo: installationInfoSchema,
    contactInfo: contactInfoSchema,
    isPhoneNumberPortability: boolean()
      .default(false)
      .test('needs-phone', '番号ポータビリティは光電話をお申し込みの場合にご利用いただけます', (on, ctx) => {
        const planData = contextPlanData(ctx);
        return !on || !planData || planData.isPhone === true;
      }),
    isPhoneNumberPortability2: boolean().default(false),
    currentPhoneInfo: currentPhoneInfoSchema(false).when('isPhoneNumberPortability', {
      is: true,
      then: () => currentPhoneInfoSchema(true),
    }),
    currentCarrier: requiredText(
      '現在ご利用中のインターネット回線',
      40,
      messages.select('現在ご利用中のインターネット回線'),
    ),
    dowConstruction: array(
      string()
        .required()
        .oneOf([...DAYS_OF_WEEK], messages.select('工事のご希望曜日')),
    )
      .default([])
      .min(1, messages.atLeastOne('工事のご希望曜日')),
    worksSlot: object({
      date: string()
        .required(messages.select('工事日'))
        .matches(/^\d{4}-\d{2}-\d{2}$/, messages.select('工事日')),
      band: string().required(messages.select('工事日')).oneOf(['am', 'pm'], messages.select('工事日')),
      holdId: string().required(messages.select('工事日')).max(100),
      expiresAt: string().required(messages.select('工事日')).max(40),
    })
      .nullable()
      .default(null),
    contactHours: string()
      .required(messages.select('ご連絡のつきやすい時間帯'))
      .oneOf([...CONTACT_HOURS], messages.select('ご連絡のつきやすい時間帯')),
    requestColumn: multilineText('ご要望', REQUEST_COLUMN_MAX),
    // Optional; when any part is given the date must be complete, real and after today.
    movingYear: futureDateYear('moving', '引っ越し予定日', ['movingMonth', 'movingDate'], {
      message: '引っ越し予定日は年・月・日をすべて入力してください',
      test: (parts) => !hasAnyPart(...parts) || parts.every((p) => p),
    }),
    movingMonth: datePart(),
    movingDate: datePart(),
    isMobileRental: boolean().default(false),
    isMobileRentalAgree: boolean()
      .default(false)
      .when('isMobileRental', {
        is: true,
        then: () => mustBeTrue(messages.agree('モバイルルーターのレンタル規約')),
      }),
    bankInfo: bankInfoSchema,
    introducerId: introducerIdField(),
  }),
);

export type ApplyForm3Values = InferType<typeof applyForm3Schema>;
