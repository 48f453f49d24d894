// Japanese messages of every form. One place, so the same mistake reads the
// same on every page, and the API answers with the very text the page shows.

import { glossary } from '@hikari/shared/domain';

export const messages = {
  required: (label: string) => `${label}を入力してください`,
  select: (label: string) => `${label}を選択してください`,
  maxLength: (label: string, max: number) => `${label}は${max}文字以内で入力してください`,
  katakana: (label: string) => `${label}は全角カタカナで入力してください`,
  postalCode: '郵便番号は7桁の数字で入力してください',
  chome: '丁目は数字で入力してください（例：3、3丁目、三丁目）',
  phone: '電話番号は0から始まる10桁または11桁の数字で入力してください',
  landline: '現在お使いの電話番号は市外局番から10桁の数字で入力してください',
  mail: 'メールアドレスの形式が正しくありません。半角英数字でご入力ください',
  mailConfirm: '確認用のメールアドレスが一致しません',
  realDate: '存在しない日付です。日付をご確認ください',
  birthYearDigits: '生年月日の年は西暦4桁の数字で入力してください（例：1985）',
  birthYearTooOld: (minYear: number) => `生年月日の年は${minYear}年以降で入力してください`,
  birthDateFuture: '生年月日に今日より後の日付は入力できません。年をご確認ください',
  futureDate: (label: string) => `${label}は明日以降の日付を入力してください`,
  /** `earliest`: the first day that may be chosen, written as pages write a day ('2025年8月15日（金）'). */
  leadDays: (label: string, days: number, earliest: string) =>
    `${label}は${earliest}以降の日付を選択してください（お手続きにはお申し込みから${days}日以上かかります）`,
  withinDays: (label: string, days: number) => `${label}は${days}日以内の日付を選択してください`,
  /** `example`: a day the visitor could pick, written as the field takes it ('2026-12-01'). */
  dateFormat: (label: string, example: string) => `${label}を正しく入力してください（例：${example}）`,
  adult: 'お申し込みは18歳以上の方に限らせていただいております',
  servedPrefecture: 'お申し込みいただける地域は愛知県・三重県・岐阜県・静岡県・長野県です',
  plan10GNotInArea: 'お住まいの地域は10ギガプランの提供エリア外のため、1ギガプランをお選びください',
  bankCode: '金融機関コードは4桁の数字で入力してください',
  bankBranchCode: '支店コードは3桁の数字で入力してください',
  accountNo: '口座番号は7桁の数字で入力してください（7桁に満たない場合は、先頭に0を付けて7桁にしてください）',
  accountNameKana: '口座名義（カナ）は全角カタカナで入力してください',
  introducerId: 'ご紹介コードは半角英数字6～16文字で入力してください',
  contractNumber: `${glossary.contractNumber}は「C」と8桁の数字で入力してください（例：C12345678）`,
  customerReference: `${glossary.contractNumber}は「C」と8桁の数字（例：C12345678）、お申し込みの受付番号は「AP-」で始まる番号（例：AP-20261124-7KQ3MZ）で入力してください`,
  agree: (what: string) => `${what}に同意してください`,
  // The installation address and the payment account, checked against the
  // postal data, the area search and the bank directory (browser and API).
  postalCodeUnknown: 'この郵便番号に該当する住所が見つかりません。郵便番号をご確認ください',
  postalCodeMismatch:
    '郵便番号とご住所（都道府県・市区町村・町名）が一致しません。郵便番号またはご住所をご確認ください',
  areaNotChecked: '設置先のご住所で提供エリアを確認してください',
  areaCheckFailed: '提供エリアを確認できませんでした。しばらくしてからもう一度お試しください',
  areaUnidentified:
    'ご入力の設置先住所では提供エリアを確認できませんでした。町名・番地の表記をご確認ください',
  outsideArea: 'ご入力の設置先住所は提供エリア外のため、お申し込みいただけません',
  buildingNotAvailable: 'ご入力の建物ではサービスをご利用いただけません',
  bankUnknown:
    '金融機関コードに該当する金融機関が見つかりません。コードをご確認いただくか、金融機関名で検索してください',
  bankBranchUnknown:
    '支店コードに該当する支店が見つかりません。コードをご確認いただくか、支店名で検索してください',
  /** A text with a control character, half an emoji, a direction mark or an invisible character (textProblem). */
  plainText: (label: string) =>
    `${label}に使用できない文字（制御文字、向きを変える記号、見えない文字など）が含まれています。入力し直してください`,
  /** An emoji or other pictograph in a name (hasPictograph). */
  pictograph: (label: string) =>
    `${label}に絵文字や絵記号（😀、♥、★など）は使用できません。文字だけで入力してください`,
  atLeastOne: (label: string) => `${label}を1つ以上選択してください`,
  /** Keys the schema does not know, by full path ('customer.hobby'); see unknownFieldsMessage. */
  unknownFields: (paths: string) =>
    `受け付けていない項目（${paths}）が含まれています。送信内容をご確認ください`,
} as const;
