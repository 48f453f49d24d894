// Step 2 of the application (/apply/form2): who applies. Field names are the
// spec's customer fields; the schema validates the customer object itself,
// so the application schema can reuse it for the `customer` of the payload.

import { object, string, type InferType } from 'yup';
import { compareYmd, jstToday } from '@hikari/shared/domain';
import {
  contextNow,
  datePart,
  isRealParts,
  kanaText,
  mailField,
  nameText,
  optionalNameText,
  optionalPhoneField,
  phoneField,
  ymdFromParts,
} from './fields';
import { messages } from './messages';
import { lazySchema } from './lazy-schema';

export const APPLICANT_TYPES = ['private', 'corporate'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const genderLabels: Record<(typeof GENDERS)[number], string> = {
  male: '男性',
  female: '女性',
  other: '回答しない',
};

/** Age from which a private person may sign the contract alone. Default 18 (成年年齢). */
export const MIN_APPLICANT_AGE = 18;
/** Oldest birth year accepted, to catch a typo such as 1090. Default 1900. */
export const MIN_BIRTH_YEAR = 1900;

const isCorporate = (type: unknown) => type === 'corporate';
const isPrivate = (type: unknown) => !isCorporate(type);

/**
 * Date of birth: three fields, one message, reported on dobYear (the first
 * field of the group) so the page shows it once under the row. Required for
 * a private applicant; a corporate applicant's contact person may leave it
 * empty, but what is given must be a real date.
 */
const dobYear = lazySchema(() =>
  datePart()
    .when('applicantType', {
      is: isPrivate,
      // The year is typed, the month and the day are chosen from lists: the
      // message names the first part missing, in the words of that field.
      then: (s) =>
        s.test('dob-required', (year, ctx) => {
          const missing = (part: unknown) => typeof part !== 'string' || part === '';
          if (missing(year)) return ctx.createError({ message: messages.required('生年月日の年') });
          if (missing(ctx.parent.dobMonth))
            return ctx.createError({ message: messages.select('生年月日の月') });
          if (missing(ctx.parent.dobDate))
            return ctx.createError({ message: messages.select('生年月日の日') });
          return true;
        }),
    })
    // Each way a year goes wrong gets its own message: '85' (two digits), a
    // typo such as 1800, and a year still to come read differently to the visitor.
    .test('dob-year-digits', messages.birthYearDigits, (year) => !year || /^\d{4}$/.test(year))
    .test(
      'dob-year-min',
      messages.birthYearTooOld(MIN_BIRTH_YEAR),
      (year) => !year || !/^\d{4}$/.test(year) || Number(year) >= MIN_BIRTH_YEAR,
    )
    .test('dob-real', messages.realDate, (year, ctx) =>
      isRealParts(year, ctx.parent.dobMonth, ctx.parent.dobDate),
    )
    .test('dob-future', messages.birthDateFuture, (year, ctx) => {
      const today = jstToday(contextNow(ctx));
      // A year after this one is in the future whatever month and day follow (they may still be empty).
      if (year && /^\d{4}$/.test(year) && Number(year) > today.year) return false;
      const dob = ymdFromParts(year, ctx.parent.dobMonth, ctx.parent.dobDate);
      return !dob || compareYmd(dob, today) <= 0;
    })
    .test('dob-adult', messages.adult, (year, ctx) => {
      if (!isPrivate(ctx.parent.applicantType)) return true;
      const dob = ymdFromParts(year, ctx.parent.dobMonth, ctx.parent.dobDate);
      if (!dob) return true;
      // Of age from the start of the 18th birthday (Japan time); someone born
      // on 2月29日 comes of age on 3月1日 in a common year.
      const comesOfAge = { ...dob, year: dob.year + MIN_APPLICANT_AGE };
      return compareYmd(jstToday(contextNow(ctx)), comesOfAge) >= 0;
    }),
);

export const applyForm2Schema = lazySchema(() =>
  object({
    applicantType: string()
      .required(messages.select('お申し込み区分'))
      .oneOf([...APPLICANT_TYPES], messages.select('お申し込み区分'))
      .default('private'),
    corporationName: optionalNameText('法人名', 60).when('applicantType', {
      is: isCorporate,
      then: (s) => s.required(messages.required('法人名')),
    }),
    corporationNameKana: string()
      .default('')
      .when('applicantType', {
        is: isCorporate,
        then: () => kanaText('法人名（カナ）', { allowSpace: true, max: 60 }),
      }),
    lastName: nameText('姓', 20),
    firstName: nameText('名', 20),
    lastNameKana: kanaText('セイ', { max: 30 }),
    firstNameKana: kanaText('メイ', { max: 30 }),
    gender: string()
      .default('')
      .when('applicantType', { is: isPrivate, then: (s) => s.required(messages.select('性別')) })
      .oneOf(['', ...GENDERS], messages.select('性別')),
    dobYear,
    dobMonth: datePart(),
    dobDate: datePart(),
    daytimePhone: phoneField('日中のご連絡先電話番号'),
    mail: mailField(),
    mailConfirm: mailField('確認用メールアドレス').test(
      'same-mail',
      messages.mailConfirm,
      (value, ctx) => !value || value === ctx.parent.mail,
    ),
    daytimePhone2: optionalPhoneField(),
  }),
);

export type ApplyForm2Values = InferType<typeof applyForm2Schema>;
