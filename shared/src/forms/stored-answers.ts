// Every answer of a stored application in the back office's words: Japanese
// labels (the form's own wording) and values (男性, 土曜日・日曜日, いつでも可,
// 個人, はい / いいえ), grouped as the form asks them. The ops console's
// detail and the back-office CSV read it, so ops never see a key such as
// `customer.currentCarrier` or a value such as `anytime`. The value labels
// are the ones the form schemas define (genderLabels, dayOfWeekLabels…).
import {
  accountKindLabels,
  contactHourLabels,
  dayOfWeekLabels,
  phoneHolderRelationshipLabels,
} from './apply-form3-schema';
import { PAYMENT_TYPE_LABELS as paymentTypeLabels } from '@hikari/shared/domain';
import { genderLabels } from './apply-form2-schema';

export interface StoredAnswer {
  section: string;
  label: string;
  value: string;
}

type Json = Record<string, unknown>;

// Readers of a stored JSON payload (its shape is whatever was stored then), shared with the API's ops views.
/** The value as a record, or {} when it is not one. */
export const storedRecord = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
/** The value as trimmed text ('' when it is neither text nor a number). */
export const storedText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
/** Parts joined with a space, empty parts left out. */
export const storedWords = (...parts: unknown[]) => parts.map(storedText).filter(Boolean).join(' ');
/** The label of a stored value, or the value itself when it has none. */
export const storedLabel = (labels: Record<string, string>, value: unknown) =>
  labels[storedText(value)] ?? storedText(value);
const obj = storedRecord;
const str = storedText;
const words = storedWords;
const labelOf = storedLabel;
const yesNo = (value: unknown) => (value === true ? 'はい' : 'いいえ');

export const APPLICANT_TYPE_LABELS: Record<string, string> = { private: '個人', corporate: '法人' };
export const ADDRESS_CHOICE_LABELS: Record<string, string> = {
  same: '設置先と同じ',
  other: '設置先とは別の住所',
};
export const PAYMENT_TYPE_LABELS: Record<string, string> = paymentTypeLabels;
export const BUILDING_TYPE_LABELS: Record<string, string> = { '0': '戸建て', '1': 'マンション・アパート' };

/** The agreements of the terms step, by their stored names. */
export const AGREEMENT_LABELS: Record<string, string> = {
  'agreeOfTelecomServiceInfo.isNet': 'インターネットサービスの重要事項説明',
  'agreeOfTelecomServiceInfo.isPhone': '光電話の重要事項説明',
  'agreeOfTelecomServiceInfo.isTV': '光テレビの重要事項説明',
  'agreeOfTelecomServiceInfo.isGigazo': 'ギガぞうの重要事項説明',
  isAgreeOfConstruction1: '開通工事の内容に関する注意事項',
  isAgreeOfConstruction2: '工事の立ち会い・宅内設備に関する注意事項',
  isAgreeExplanation: 'お申し込みに関する重要事項の説明',
};

/** '1990年4月1日', or '' when a part is missing. */
export function ymdLabel(year: unknown, month: unknown, day: unknown): string {
  const parts = [year, month, day].map(str);
  return parts.every(Boolean) ? `${parts[0]}年${Number(parts[1])}月${Number(parts[2])}日` : '';
}

const phoneOf = (record: Json, stem: string) => {
  const parts = [1, 2, 3].map((n) => str(record[`${stem}${n}`]));
  return parts.every(Boolean) ? parts.join('-') : '';
};

/** The current phone line the applicant keeps (番号ポータビリティ): number, carrier, holder. */
export function currentPhoneText(customer: Json): string {
  if (customer.isPhoneNumberPortability !== true) return '';
  const phone = obj(customer.currentPhoneInfo);
  const holder = words(phone.lastName, phone.firstName);
  return [
    str(phone.number) || phoneOf(phone, 'phone'),
    str(phone.carrier) && `電話会社: ${str(phone.carrier)}`,
    str(phone.relationship) &&
      `名義: ${labelOf(phoneHolderRelationshipLabels, phone.relationship)}${holder && str(phone.relationship) !== 'self' ? `（${holder}）` : ''}`,
  ]
    .filter(Boolean)
    .join('、');
}

/** Every answer of an application's customer data and agreements, in the order the form asks. */
export function applicationAnswers(payload: unknown): StoredAnswer[] {
  const p = obj(payload);
  const c = obj(p.customer);
  const place = obj(c.installationInfo);
  const contact = obj(c.contactInfo);
  const phone = obj(c.currentPhoneInfo);
  const bank = obj(c.bankInfo);
  const campaign = obj(p.campaignData);
  const rows: StoredAnswer[] = [];
  const add = (section: string, label: string, value: string) => {
    if (value !== '') rows.push({ section, label, value });
  };
  const corporate = str(c.applicantType) === 'corporate';

  const who = 'ご契約者さま';
  add(who, 'お申し込み区分', labelOf(APPLICANT_TYPE_LABELS, c.applicantType || 'private'));
  if (corporate) {
    add(who, '法人名', str(c.corporationName));
    add(who, '法人名（カナ）', str(c.corporationNameKana));
  }
  add(who, corporate ? 'ご担当者さまのお名前' : 'お名前', words(c.lastName, c.firstName));
  add(who, 'フリガナ', words(c.lastNameKana, c.firstNameKana));
  add(who, '性別', labelOf(genderLabels, c.gender));
  add(who, '生年月日', ymdLabel(c.dobYear, c.dobMonth, c.dobDate));
  add(who, '日中のご連絡先電話番号', str(c.daytimePhone) || phoneOf(c, 'phone'));
  add(who, 'その他の電話番号', str(c.daytimePhone2) || phoneOf(c, 'secondPhone'));
  add(who, 'メールアドレス', str(c.mail));

  const where = '設置先';
  add(where, '郵便番号', str(place.postalCode));
  add(where, '住所', words(place.state, place.city, place.town, place.line1));
  add(where, '建物名', str(place.line2));
  add(where, '部屋番号', str(place.line3));
  add(where, '設置場所の補足', str(place.detail));
  add(where, '契約書類などの送付先', labelOf(ADDRESS_CHOICE_LABELS, contact.type || 'same'));
  if (str(contact.type) === 'other') {
    add(where, '書類の送付先住所', str(contact.address));
    add(
      where,
      '送付先の利用期限',
      contact.isNonSendingDeadline === false
        ? ymdLabel(contact.sendingDeadlineYear, contact.sendingDeadlineMonth, contact.sendingDeadlineDate)
        : '期限なし',
    );
  }

  const lines = 'いまお使いの回線';
  add(lines, '現在ご利用中のインターネット回線', str(c.currentCarrier) || '未回答');
  add(lines, '番号ポータビリティ（いまの固定電話の番号を光電話で使う）', yesNo(c.isPhoneNumberPortability));
  if (c.isPhoneNumberPortability === true) {
    add(lines, '現在お使いの電話番号', str(phone.number) || phoneOf(phone, 'phone'));
    add(lines, '現在ご利用中の電話会社', str(phone.carrier));
    add(lines, '電話の名義人とのご関係', labelOf(phoneHolderRelationshipLabels, phone.relationship));
    if (str(phone.relationship) && str(phone.relationship) !== 'self') {
      add(lines, '電話の名義人', words(phone.lastName, phone.firstName));
      add(lines, '電話の名義人（フリガナ）', words(phone.lastNameKana, phone.firstNameKana));
    }
    add(lines, '電話番号の登録住所', labelOf(ADDRESS_CHOICE_LABELS, phone.addressType || 'same'));
    if (str(phone.addressType) === 'other') add(lines, '電話番号の登録住所（別の住所）', str(phone.address));
  }

  const works = '開通工事';
  const days = Array.isArray(c.dowConstruction) ? c.dowConstruction : [];
  add(works, '工事のご希望曜日', days.map((day) => labelOf(dayOfWeekLabels, day)).join('・') || '指定なし');
  add(works, 'ご連絡のつきやすい時間帯', labelOf(contactHourLabels, c.contactHours));
  add(works, '引っ越し予定日', ymdLabel(c.movingYear, c.movingMonth, c.movingDate));
  add(works, '開通までのモバイルルーター無料レンタル', c.isMobileRental === true ? '希望する' : '希望しない');
  if (c.isMobileRental === true)
    add(works, 'モバイルルーターのレンタル規約への同意', yesNo(c.isMobileRentalAgree));

  const pay = 'お支払い';
  const web = str(bank.type) !== 'paper';
  add(pay, 'お支払い方法', labelOf(PAYMENT_TYPE_LABELS, bank.type || 'bank'));
  if (web) {
    add(pay, '金融機関', words(bank.bankName, str(bank.bankCode) && `（${str(bank.bankCode)}）`));
    add(pay, '支店', words(bank.bankBranch, str(bank.bankBranchCode) && `（${str(bank.bankBranchCode)}）`));
    add(pay, '預金種目', labelOf(accountKindLabels, bank.accountKind));
    add(pay, '口座番号', str(bank.accountNo));
    add(pay, '口座名義（カナ）', str(bank.accountNameKana));
    add(pay, '口座振替に関する規約への同意', yesNo(bank.isAgree));
  }

  const other = 'そのほか';
  add(other, 'ご要望・ご質問', str(c.requestColumn));
  add(other, 'ご紹介コード', str(campaign.introducerId));

  const agreed = 'ご同意';
  const agreements = obj(p.agreements);
  const flat: [string, unknown][] = Object.entries(agreements).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? Object.entries(value as Json).map(([inner, v]) => [`${key}.${inner}`, v] as [string, unknown])
      : [[key, value] as [string, unknown]],
  );
  for (const [key, value] of flat) {
    if (typeof value !== 'boolean') continue;
    add(agreed, AGREEMENT_LABELS[key] ?? `同意事項（${key}）`, value ? '同意済み' : '同意なし');
  }
  return rows;
}
