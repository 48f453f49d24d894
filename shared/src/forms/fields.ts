// Field builders the schemas share. Each normalises first (full-width
// digits, hyphen variants, half-width kana, hiragana in kana fields) and
// validates the normalised value, so '４６０－０００１' passes as '4600001'
// and the stored value is always the canonical one.

import { boolean, number, string, type TestContext } from 'yup';
import {
  addDays,
  compareYmd,
  formatJstDateJa,
  formatYmd,
  hasPictograph,
  isKatakana,
  isRealDate,
  isServedPrefecture,
  jstInstant,
  jstToday,
  normalizeAscii,
  normalizeKana,
  normalizeNumberText,
  normalizePhone,
  normalizePostalCode,
  normalizeText,
  textProblem,
  type BuildingType,
  type PlainTextOptions,
  type PlanData,
  type YearMonthDay,
} from '@hikari/shared/domain';
import { messages } from './messages';
import type { FormContext } from './validate-with';

const onString =
  (fn: (value: string) => string) =>
  (value: unknown): unknown =>
    typeof value === 'string' ? fn(value) : value;

/** Counts characters as a visitor does: an emoji or a rare kanji is one, not two. */
export const charLength = (value: string): number => Array.from(value).length;

/** The `now` of the validation context, the current time when none is given. */
export function contextNow(ctx: TestContext): Date {
  const now = (ctx.options.context as FormContext | undefined)?.now;
  return now instanceof Date ? now : new Date();
}

/**
 * The plan data the value is validated against: the context's, else the
 * `planData` of the nearest enclosing object that has one (the application
 * payload), else null.
 */
export function contextPlanData(ctx: TestContext): Partial<PlanData> | null {
  const fromContext = (ctx.options.context as FormContext | undefined)?.planData;
  if (fromContext) return fromContext;
  for (const ancestor of ctx.from ?? []) {
    const candidate = (ancestor.value as { planData?: unknown } | undefined)?.planData;
    if (candidate && typeof candidate === 'object') return candidate as Partial<PlanData>;
  }
  return null;
}

/**
 * The test every text field a visitor types in has (textProblem): no control
 * characters, no half emoji, no direction marks or invisible characters; one
 * line unless `options.multiline`.
 */
export const plainText = (label: string, options: PlainTextOptions = {}) => ({
  name: 'plain-text',
  message: messages.plainText(label),
  test: (v: string | undefined) => !v || textProblem(v, options) === null,
});

/** The test of a name field (hasPictograph): no emoji or other pictograph. */
const noPictograph = (label: string) => ({
  name: 'no-pictograph',
  message: messages.pictograph(label),
  test: (v: string | undefined) => !v || !hasPictograph(v),
});

/**
 * One line of free text, trimmed, at most `max` characters. A name is
 * checked for pictographs first, so an emoji held together by a zero-width
 * joiner (👨‍👩‍👧) is named as the emoji it is.
 */
function lineText(label: string, max: number, kind: 'text' | 'name') {
  const text = string().transform(onString(normalizeText));
  return (kind === 'name' ? text.test(noPictograph(label)) : text)
    .test(plainText(label))
    .test('max-length', messages.maxLength(label, max), (v) => v === undefined || charLength(v) <= max);
}

/** Required free text (address lines, a carrier's name), trimmed, at most `max` characters. */
export function requiredText(label: string, max: number, requiredMessage = messages.required(label)) {
  return lineText(label, max, 'text').required(requiredMessage);
}

/** Optional free text; '' when absent. */
export function optionalText(label: string, max: number) {
  return lineText(label, max, 'text').default('');
}

/** A required name in letters (姓, 名 in kanji): free text without emoji or pictographs. */
export function nameText(label: string, max: number) {
  return lineText(label, max, 'name').required(messages.required(label));
}

/** An optional name in letters (法人名, 名義人の姓); '' when absent. */
export function optionalNameText(label: string, max: number) {
  return lineText(label, max, 'name').default('');
}

/**
 * Free text of several lines (お問い合わせ内容, ご要望), trimmed, '' when
 * absent, at most `max` characters; line breaks and tabs allowed.
 */
export function multilineText(label: string, max: number) {
  return string()
    .transform(onString((v) => v.trim()))
    .default('')
    .test(plainText(label, { multiline: true }))
    .test('max-length', messages.maxLength(label, max), (v) => !v || charLength(v) <= max);
}

/**
 * Full-width katakana (hiragana and half-width kana are converted first).
 * @param options.allowSpace default false
 * @param options.max default 30
 */
export function kanaText(label: string, options: { allowSpace?: boolean; max?: number } = {}) {
  const max = options.max ?? 30;
  return string()
    .transform(onString(normalizeKana))
    .required(messages.required(label))
    .test(
      'katakana',
      messages.katakana(label),
      (v) => !v || isKatakana(v, { allowSpace: options.allowSpace }),
    )
    .test('max-length', messages.maxLength(label, max), (v) => v === undefined || charLength(v) <= max);
}

/** 7-digit postal code, any hyphen or width accepted on input. */
export function postalCodeField() {
  return string()
    .transform(onString(normalizePostalCode))
    .required('郵便番号を入力してください')
    .matches(/^\d{7}$/, messages.postalCode);
}

/**
 * A postal address in the service area (the installation address, a transfer's
 * new address): 都道府県 must be one the service reaches, else `outOfAreaMessage`.
 */
export function servedAddressFields(outOfAreaMessage: string) {
  return {
    postalCode: postalCodeField(),
    state: requiredText('都道府県', 10, messages.select('都道府県')).test(
      'served',
      outOfAreaMessage,
      (v) => !v || isServedPrefecture(v),
    ),
    city: requiredText('市区町村', 40),
    town: requiredText('町名', 40),
    line1: requiredText('丁目・番地', 60),
    line2: optionalText('建物名', 60),
    line3: optionalText('部屋番号', 20),
  };
}

/** Phone number, 10 or 11 digits starting with 0, hyphens and brackets allowed on input. */
export function phoneField(label = '電話番号') {
  return string()
    .transform(onString(normalizePhone))
    .required(messages.required(label))
    .matches(/^0\d{9,10}$/, messages.phone);
}

/** An optional phone number: '' or a valid one. */
export function optionalPhoneField() {
  return string()
    .transform(onString(normalizePhone))
    .default('')
    .matches(/^0\d{9,10}$/, { message: messages.phone, excludeEmptyString: true });
}

// Local parts with consecutive dots or a dot before '@' are allowed on
// purpose: older Japanese mobile addresses (docomo, au) have them and still
// receive mail. The domain must have a dot.
const MAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function mailField(label = 'メールアドレス') {
  return string()
    .transform(onString(normalizeAscii))
    .required(messages.required(label))
    .test('mail', messages.mail, (v) => !v || (MAIL.test(v) && v.length <= 254));
}

/**
 * The message of Yup's `exact` (which, unlike `noUnknown`, refuses unknown
 * keys instead of dropping them): every unknown key by its full path. The
 * browser never sends one, so the reader is whoever built the request.
 */
export const unknownFieldsMessage = ({
  originalPath,
  properties,
}: {
  originalPath?: string;
  properties: string;
}) =>
  messages.unknownFields(
    properties
      .split(', ')
      .map((key) => (originalPath ? `${originalPath}.${key}` : key))
      .join('、'),
  );

/** A checkbox that must be ticked. */
export function mustBeTrue(message: string) {
  return boolean().typeError(message).required(message).oneOf([true], message);
}

/** 戸建て (0) or マンション・アパート (1), chosen. */
export const buildingTypeField = () =>
  number<BuildingType>()
    .typeError(messages.select('建物の種類'))
    .required(messages.select('建物の種類'))
    .oneOf([0, 1] as const, messages.select('建物の種類'));

/** Digits only, for the parts of a date typed or picked in three fields. */
export const datePart = () =>
  string()
    .transform(onString((v) => normalizeNumberText(v).trim()))
    .default('');

/** A calendar day from three parts ('1990', '4', '01'), or null when incomplete or impossible. */
export function ymdFromParts(year: unknown, month: unknown, day: unknown): YearMonthDay | null {
  const parts = [year, month, day].map((p) =>
    typeof p === 'string' ? p.trim() : typeof p === 'number' ? String(p) : '',
  );
  if (!parts.every((p) => /^\d{1,4}$/.test(p))) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  return isRealDate(y, m, d) ? { year: y, month: m, day: d } : null;
}

const hasAnyPart = (...parts: unknown[]) => parts.some((p) => typeof p === 'string' && p.trim() !== '');

/** 'YYYY-MM-DD' (also '2025/8/1', full-width digits) → 'YYYY-MM-DD'; anything else unchanged. */
export function normalizeDateString(value: string): string {
  const text = normalizeNumberText(value)
    .trim()
    .replace(/[/.年月]/g, '-')
    .replace(/日$/, '');
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!match) return text;
  return `${match[1]}-${(match[2] as string).padStart(2, '0')}-${(match[3] as string).padStart(2, '0')}`;
}

export function ymdFromString(value: string | undefined): YearMonthDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  return ymdFromParts(match[1], match[2], match[3]);
}

/**
 * A day at least `leadDays` days after today (Japan time) and at most
 * `maxDaysAhead` days ahead. A day too near is refused on the field itself,
 * naming the first day that may be chosen.
 * @param maxDaysAhead default: no upper bound
 * @param leadDays default 1 (tomorrow or later)
 */
export function futureDateString(label: string, maxDaysAhead?: number, leadDays = 1) {
  return string()
    .transform(onString(normalizeDateString))
    .required(messages.select(label))
    .test('date', (v, ctx) => {
      if (!v || ymdFromString(v) !== null) return true;
      // The example is tomorrow, so it is a day the field would accept.
      const example = formatYmd(addDays(jstToday(contextNow(ctx)), 1));
      return ctx.createError({ message: messages.dateFormat(label, example) });
    })
    .test('future', (v, ctx) => {
      const day = ymdFromString(v);
      const earliest = addDays(jstToday(contextNow(ctx)), leadDays);
      if (!day || compareYmd(day, earliest) >= 0) return true;
      return ctx.createError({
        message:
          leadDays <= 1
            ? messages.futureDate(label)
            : messages.leadDays(
                label,
                leadDays,
                formatJstDateJa(jstInstant(earliest.year, earliest.month, earliest.day)),
              ),
      });
    })
    .test('within', messages.withinDays(label, maxDaysAhead ?? 0), (v, ctx) => {
      const day = ymdFromString(v);
      if (!day || maxDaysAhead === undefined) return true;
      return compareYmd(day, addDays(jstToday(contextNow(ctx)), maxDaysAhead)) <= 0;
    });
}

/** Whether a date in three sibling fields is a day of the calendar; true when incomplete (other rules report that). */
export function isRealParts(year: unknown, month: unknown, day: unknown): boolean {
  return !year || !month || !day || ymdFromParts(year, month, day) !== null;
}

/** Whether a date in three sibling fields is after today in Japan; true when incomplete (other rules report that). */
function isFutureParts(ctx: TestContext, year: unknown, month: unknown, day: unknown): boolean {
  const date = ymdFromParts(year, month, day);
  return !date || compareYmd(date, jstToday(contextNow(ctx))) > 0;
}

/**
 * The year field of a date after today typed in three fields (`<name>Year`
 * with its month and day siblings): complete as `complete` asks, a day of
 * the calendar, and after today in Japan. The rules are named
 * `<name>-complete`, `<name>-real` and `<name>-future`.
 */
export function futureDateYear(
  name: string,
  label: string,
  [monthKey, dayKey]: readonly [string, string],
  complete: { message: string; test: (parts: readonly unknown[]) => boolean },
) {
  const parts = (year: unknown, ctx: TestContext) => {
    const parent = ctx.parent as Record<string, unknown>;
    return [year, parent[monthKey], parent[dayKey]] as const;
  };
  return datePart()
    .test(`${name}-complete`, complete.message, (year, ctx) => complete.test(parts(year, ctx)))
    .test(`${name}-real`, messages.realDate, (year, ctx) => isRealParts(...parts(year, ctx)))
    .test(`${name}-future`, messages.futureDate(label), (year, ctx) =>
      isFutureParts(ctx, ...parts(year, ctx)),
    );
}

export { hasAnyPart, onString };
