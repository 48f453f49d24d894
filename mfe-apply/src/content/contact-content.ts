// /contact/: booking a visit (開通工事日, 訪問サポート) or asking about a
// contract or anything else; only a visit asks for the address and dates.
// Field labels read like the labels the shared contact schema puts in its
// messages, so a message and its field match. Topics and time slots come
// with their labels from the schema module.

import { glossary } from '@hikari/shared/domain';
import { personNameCopy } from './person-name-content';

export const contactCopy = {
  lead: '開通工事日のご予約・変更や訪問サポートのご予約、ご契約やお申し込みについてのご相談を承ります。ご訪問が必要なご用件では、ご希望の日時を2つお選びください。担当者からお電話で日時を確定します。',
  formLabel: '工事日・ご訪問のご予約',
  savedNote: '入力いただいた内容は、このタブを閉じるまでブラウザに一時保存されます。',
  newCustomerNote: 'これから光回線をお申し込みの方は、料金シミュレーションからお申し込みいただけます。',
  newCustomerLink: '料金シミュレーション・お申し込みへ',
  outOfAreaNote:
    '提供エリア外のご住所の方は、提供開始のお知らせのお申し込みや、訪問日を決めずにご質問いただけます。',
  outOfAreaLink: '提供開始のお知らせ・ご質問へ',

  ...personNameCopy,

  contactHeading: 'ご連絡先',
  phone: '電話番号',
  phoneHint: '日中につながる電話番号です。ハイフンはあってもなくてもかまいません（例：052-123-4567）。',
  mail: 'メールアドレス',
  mailHint: '受付内容のご連絡に使います。',

  addressHeading: 'ご訪問先',
  postalCode: '郵便番号',
  postalHint:
    '例：460-0008（全角でも入力できます）。入力後に「住所を検索」を押すと、ご住所に都道府県から町名までを入力します。',
  postalLookup: '住所を検索',
  postalLooking: '検索しています…',
  postalFilled: (address: string) => `「${address}」を入力しました。続けて番地・建物名を入力してください。`,
  postalChooseTown: 'この郵便番号には複数の町名があります。該当する町名を選んでください。',
  postalNotFound:
    'この郵便番号に該当する住所が見つかりませんでした。郵便番号をご確認いただくか、ご住所を直接入力してください。',
  postalInvalid: '郵便番号は7桁の数字で入力してください',
  address: 'ご住所',
  addressHint:
    '都道府県から、建物名・部屋番号まで入力してください（例：愛知県名古屋市中区栄3丁目1-1 ひかりハイツ101）。',
  contractNumber: `${glossary.contractNumber}またはお申し込みの受付番号（任意）`,
  contractNumberHint:
    'ご契約中の方は「C」と8桁の数字のご契約番号（例：C12345678）、Webでお申し込み済みでまだご契約番号がお手元にない方は、お申し込み完了画面の受付番号（例：AP-20261124-7KQ3MZ）を入力してください。入力いただくとご案内がスムーズです。',

  topic: 'ご用件',
  noVisitNote:
    'このご用件では、ご訪問の日時やご住所は伺いません。下の「お問い合わせ内容」にご用件をご記入ください。担当者からお電話またはメールでご連絡します。',
  required: '必須',

  datesHeading: 'ご希望の日時',
  datesIntro: '2つの候補をお選びください。第2希望は第1希望と違う日時にしてください。',
  firstChoiceDate: '第1希望日',
  firstChoiceTime: '第1希望の時間帯',
  secondChoiceDate: '第2希望日',
  secondChoiceTime: '第2希望の時間帯',
  /** `tomorrow` as the field takes it ('2026-11-26'), so the example is a day that can be chosen. */
  dateHint: (maxDays: number, tomorrow: string) =>
    `明日から${maxDays}日先までの日付をお選びください。「${tomorrow}」の形でも入力できます。`,

  message: 'お問い合わせ内容（任意）',
  messageHint: '工事や訪問についてのご要望、当日の連絡方法のご希望などをご記入ください。',
  messageRequired: 'お問い合わせ内容',
  messageHintNoVisit:
    'ご相談になりたいことを具体的にご記入ください（例：お申し込み内容を変更したい、請求について知りたい）。',
  messageCount: (count: number, max: number) => `${count}／${max}文字`,

  submit: 'この内容で予約を申し込む',
  submitting: '送信しています…',
} as const;

export const contactReceivedCopy = {
  title: 'ご予約のお申し込みを受け付けました',
  receptionLabel: '受付番号',
  receptionNote: 'お問い合わせの際は、この受付番号をお伝えください。',
  requestedHeading: 'お申し込みいただいた内容',
  topic: 'ご用件',
  firstChoice: '第1希望',
  secondChoice: '第2希望',
  nextHeading: 'このあとの流れ',
  next: [
    '担当者から、ご入力の電話番号へお電話します。',
    'ご希望の日時をもとに、ご予約の日時を確定します。どちらの日時も難しい場合は、別の日時をご相談させていただきます。',
    '確定した日時に、担当者がお伺いします。',
  ],
  nextNoVisit: [
    '担当者がお問い合わせ内容を確認し、ご入力の電話番号またはメールアドレスへご連絡します。',
    'ご連絡の際に、受付番号をお伝えいただくとご案内がスムーズです。',
  ],
  backToTop: 'トップページへ戻る',
  startOver: '別のご予約を申し込む',
} as const;

export const contactFailureCopy = {
  title: '送信できませんでした',
  keptAnswers: '入力いただいた内容はそのまま残っています。',
  networkError:
    '通信が切れたため、送信できたかどうかを確認できませんでした。電波の状態をご確認のうえ、もう一度「この内容で予約を申し込む」を押してください。同じご予約が二重に受け付けられることはありません。',
  invalidInput: '入力内容に誤りがあります。メッセージが表示されている項目をご確認ください。',
  busy: 'ただいまアクセスが集中しています。少し時間をおいてから、もう一度「この内容で予約を申し込む」を押してください。',
  retryLater:
    'しばらく時間をおいてから、もう一度「この内容で予約を申し込む」を押してください。続けて送信できない場合は、サポート窓口へお問い合わせください。',
  maintenance:
    'ただいまシステムメンテナンス中のため、ご予約を受け付けられませんでした。メンテナンスが終わりましたら、もう一度「この内容で予約を申し込む」を押してください。',
  supportLink: 'サポート窓口',
} as const;
