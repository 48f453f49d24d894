// /transfer/: existing customers move the contract to a new address (移転)
// or hand it to someone else (名義変更). Field labels read like the labels the
// shared transfer schemas put in their messages, so a message and its field
// match. Fees, deadlines and refusals come from the server's answers, never
// from this file.

import { contractTerms, glossary } from '@hikari/shared/domain';
import type { TRANSFER_TYPES } from '@hikari/shared/forms';

type TransferType = (typeof TRANSFER_TYPES)[number];

export const transferCopy = {
  lead: 'ご契約中の光回線を、お引っ越し先で引き続きお使いいただく「移転」と、ご家族などに引き継ぐ「名義変更」のお手続きを承ります。はじめにご契約内容を確認し、お手続きができる場合は、そのまま続けてお申し込みいただけます。',
  newCustomerNote: 'これから光回線をお申し込みの方は、提供エリアの確認からお進みください。',
  newCustomerLink: '提供エリア検索へ',
  savedNote: '入力いただいた内容は、このタブを閉じるまでブラウザに一時保存されます。',
  required: '必須',
  steps: ['ご契約の確認', 'お手続き内容の入力', '受付完了'],
  stepsLabel: 'お手続きの流れ',
} as const;

export const transferCheckCopy = {
  heading: 'ご契約内容の確認',
  intro:
    'ご契約番号と、ご契約時にお届けいただいた内容を入力してください。お手続きができるかどうかと、手数料をご案内します。',
  formLabel: 'ご契約内容の確認',
  contractNumber: glossary.contractNumber,
  contractNumberHint:
    '「C」と8桁の数字です（例：C12345678）。「ご契約内容のお知らせ」に記載しています。全角で入力しても大丈夫です。',
  holderNameKana: 'ご契約者名（カナ）',
  holderNameKanaHint:
    '全角カタカナで入力してください（例：ヤマダ タロウ）。ひらがなで入力すると、カタカナに変換します。',
  phone: 'ご契約時の電話番号',
  phoneHint:
    'ご契約時にお届けいただいた電話番号です。ハイフンはあってもなくてもかまいません（例：052-123-4567）。',
  transferType: 'お手続きの種類',
  transferTypeHints: {
    move: '今のご契約のまま、お引っ越し先で光回線をお使いいただくお手続きです。',
    handover: 'ご契約を、ご家族など別の方に引き継ぐお手続きです。',
  } satisfies Record<TransferType, string>,
  submit: 'お手続きできるか確認する',
  submitting: '確認しています…',
} as const;

export const transferResultCopy = {
  feeLabel: 'お手続き手数料',
  feeNote: '（税込）',
  deadlineLabel: 'お申し込み期限',
  deadlineNote:
    'この日までに、次のお手続き内容の入力を済ませてください。期限を過ぎた場合は、もう一度ご契約の確認からお進みください。',
  summaryHeading: '確認したご契約',
  change: 'ご契約内容を修正する',
  refusedNext:
    'ご入力の内容に誤りがないかをご確認ください。内容が正しい場合は、サポート窓口までお問い合わせください。',
} as const;

export const transferRequestCopy = {
  heading: 'お手続き内容の入力',
  formLabel: 'お手続き内容の入力',
  addressHeading: 'お引っ越し先のご住所',
  postalCode: '郵便番号',
  postalHint: '例：460-0008。入力後に「住所を検索」を押すと、都道府県から町名までを入力します。',
  postalLookup: '住所を検索',
  postalLooking: '検索しています…',
  postalFilled: (address: string) => `「${address}」を入力しました。続けて丁目・番地を入力してください。`,
  postalChooseTown: 'この郵便番号には複数の町名があります。該当する町名を選んでください。',
  postalNotFound:
    'この郵便番号に該当する住所が見つかりませんでした。郵便番号をご確認いただくか、住所を直接入力してください。',
  postalInvalid: '郵便番号は7桁の数字で入力してください',
  state: '都道府県',
  stateHint: '提供エリアは愛知県・三重県・岐阜県・静岡県・長野県です。',
  city: '市区町村',
  town: '町名',
  line1: '丁目・番地',
  line1Hint: '例：3丁目1-1',
  line2: '建物名（任意）',
  line2Hint: 'マンション・アパートの方は建物名を入力してください。',
  line3: '部屋番号（任意）',
  holderHeading: '新しいご契約者さま',
  holderIntro: 'ご契約を引き継ぐ方のお名前とご連絡先を入力してください。',
  holderPhone: '新しいご契約者さまの電話番号',
  holderPhoneHint: 'ハイフンはあってもなくてもかまいません（例：090-1234-5678）。',
  desiredDate: 'ご希望日',
  desiredDateHints: {
    move: 'お引っ越し先で光回線を使い始めたい日です。工事の日程は、担当者がご連絡の際に調整します。',
    handover: '新しいご契約者さまへ切り替えたい日です。',
  } satisfies Record<TransferType, string>,
  /** `earliest`: today + the notice, written '2026年12月9日（水）'; `typed`: the same day as the field takes it. */
  desiredDateFormat: (leadDays: number, earliest: string, typed: string) =>
    `お手続きには${leadDays}日以上かかるため、${earliest}以降の日付をお選びください。日付は「${typed}」の形でも入力できます。`,
  mail: 'メールアドレス',
  mailHint: 'お手続きについてのご連絡に使います。',
  submit: 'この内容で申し込む',
  submitting: '送信しています…',
  refusedNext:
    'ご希望日などを変更して、もう一度お申し込みいただけます。ご不明な点は、サポート窓口までお問い合わせください。',
} as const;

/** A move to an address outside the area: the server refused it and recorded it for ops. */
export const outsideAreaCopy = {
  recorded: (receptionId: string) =>
    `このお問い合わせは、受付番号 ${receptionId} で記録しました。サポートセンターへお電話の際にこの番号をお伝えいただくと、ご案内がスムーズです。`,
  noticeHeading: 'お引っ越し先で使えるようになったらお知らせします',
  noticeBody:
    '提供エリアは順次広げています。お引っ越し先が提供エリアになったときにお知らせするご案内を、無料でお申し込みいただけます。',
  noticeLink: '提供開始のお知らせを申し込む',
  cancelHeading: 'いまのご契約の解約について',
  cancelBody: [
    'お引っ越しにあわせていまのご契約を解約される場合は、サポートセンターへお電話でお申し出ください。解約のお手続きはWebでは承っていません。',
    `${contractTerms.earlyTermination()}契約期間内の解約では、開通工事費のうち割引が済んでいない残りの金額もかかります。撤去工事をご希望の場合は撤去工事費がかかります。お客さまのご契約での金額は、お電話の際にご案内します。`,
  ],
} as const;

export const transferDoneCopy = {
  receptionLabel: '受付番号',
  receptionNote: 'お問い合わせの際は、この受付番号をお伝えください。',
  nextHeading: 'このあとの流れ',
  next: {
    move: [
      '担当者がお申し込み内容を確認し、ご入力の電話番号またはメールアドレスへご連絡します。',
      'お引っ越し先での工事日は、ご連絡の際にご希望日をもとに調整します。',
      'お問い合わせの際は、上の受付番号をお伝えください。',
    ],
    handover: [
      '担当者がお申し込み内容を確認し、ご入力の電話番号またはメールアドレスへご連絡します。',
      '名義変更に必要な書類がある場合は、ご連絡の際にご案内します。',
      'お問い合わせの際は、上の受付番号をお伝えください。',
    ],
  } satisfies Record<TransferType, string[]>,
  backToTop: 'トップページへ戻る',
  startOver: '別のお手続きを始める',
} as const;

export const transferFailureCopy = {
  title: '送信できませんでした',
  keptAnswers: '入力いただいた内容はそのまま残っています。',
  networkError:
    '通信が切れたため、送信できたかどうかを確認できませんでした。電波の状態をご確認のうえ、もう一度ボタンを押してください。同じ内容が二重に受け付けられることはありません。',
  invalidInput: '入力内容に誤りがあります。メッセージが表示されている項目をご確認ください。',
  otherFieldsNote:
    'ご契約の確認で入力した内容に誤りがあります。「ご契約内容を修正する」から修正してください。',
  busy: 'ただいまアクセスが集中しています。少し時間をおいてから、もう一度ボタンを押してください。',
  retryLater:
    'しばらく時間をおいてから、もう一度ボタンを押してください。続けて送信できない場合は、サポート窓口へお問い合わせください。',
  maintenance:
    'ただいまシステムメンテナンス中のため、お手続きを受け付けられませんでした。メンテナンスが終わりましたら、もう一度ボタンを押してください。',
} as const;

export const supportCopy = {
  heading: 'サポート窓口のご案内',
  phone:
    'お電話でのお問い合わせは、ご契約中のお客さま専用のサポートセンターで承ります。電話番号はサポート窓口のページでご案内しています。',
  hours: (hours: string) => `受付時間 ${hours}（年末年始を除く）`,
  prepare: 'お電話の際は、ご契約番号をお手元にご用意ください。',
  link: 'サポート窓口のページへ',
} as const;
