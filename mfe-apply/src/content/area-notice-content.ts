// /contact/?request=notice | question: out of the area, the visitor asks to be
// told when service starts, or asks a question without booking a visit. Field
// labels read like the labels of the shared areaNoticeSchema's messages.

import { personNameCopy } from './person-name-content';

export const areaNoticeCopy = {
  heading: '提供エリア外の方のご連絡',
  lead: 'ご住所が提供エリア外の方は、提供開始のお知らせをお申し込みいただくか、訪問日を決めずにご質問いただけます。',
  formLabel: '提供開始のお知らせ・ご質問',
  fromAreaSearch: '提供エリア検索でお調べいただいたご住所を入力しています。',
  toBooking: '工事日・訪問のご予約はこちら',
  bookingNote: 'ご契約中・お申し込み済みの方の工事日や訪問のご予約は、予約フォームをお使いください。',
  savedNote: '入力いただいた内容は、このタブを閉じるまでブラウザに一時保存されます。',
  kindLegend: 'ご希望の内容',
  kindHints: {
    notify: '提供を開始したときに、メールでご案内します。',
    question: '担当者からメールまたはお電話で回答します。訪問の日時を決める必要はありません。',
  },

  ...personNameCopy,
  contactHeading: 'ご連絡先',
  mail: 'メールアドレス',
  mailHint: 'ご案内や回答をお送りします。',
  phone: '電話番号（任意）',
  phoneHint: 'お電話での回答をご希望の場合に入力してください（例：052-123-4567）。',

  addressHeading: 'サービスをご希望のご住所',
  buildingTypeLegend: '建物の種類',
  buildingTypes: { 0: '戸建て', 1: 'マンション・アパート' } as Record<0 | 1, string>,
  postalCode: '郵便番号',
  postalHint:
    '例：647-1325（全角でも入力できます）。入力後に「住所を検索」を押すと、都道府県から町名までを入力します。',
  postalLookup: '住所を検索',
  postalLooking: '検索しています…',
  postalFilled: (address: string) => `「${address}」を入力しました。`,
  postalChooseTown: 'この郵便番号には複数の町名があります。該当する町名を選んでください。',
  postalNotFound:
    'この郵便番号に該当する住所が見つかりませんでした。郵便番号をご確認いただくか、ご住所を直接入力してください。',
  postalInvalid: '郵便番号は7桁の数字で入力してください',
  prefecture: '都道府県',
  city: '市区町村',
  town: '町名',
  line1: '丁目・番地（任意）',
  buildingName: 'マンション・アパート名（任意）',

  message: 'ご質問・ご相談の内容',
  messageOptional: 'ご要望（任意）',
  messageCount: (count: number, max: number) => `${count}／${max}文字`,

  submit: 'この内容で送信する',
  submitting: '送信しています…',
} as const;

export const areaNoticeReceivedCopy = {
  title: {
    notify: '提供開始のお知らせを承りました',
    question: 'ご質問を受け付けました',
  },
  receptionLabel: '受付番号',
  receptionNote: 'お問い合わせの際は、この受付番号をお伝えください。',
  nextHeading: 'このあとの流れ',
  next: {
    notify: [
      'ご入力のご住所で提供を開始したときに、メールでご案内します。',
      '提供開始の時期は地域によって異なります。お知らせまでしばらくお待ちください。',
    ],
    question: [
      '担当者がご質問を確認し、ご入力のメールアドレス（またはお電話）へ回答します。',
      '訪問やご予約は不要です。',
    ],
  },
  backToTop: 'トップページへ戻る',
  startOver: '別の内容を送信する',
} as const;

export const areaNoticeFailureCopy = {
  title: '送信できませんでした',
  keptAnswers: '入力いただいた内容はそのまま残っています。',
  networkError:
    '通信が切れたため、送信できたかどうかを確認できませんでした。電波の状態をご確認のうえ、もう一度「この内容で送信する」を押してください。同じ内容が二重に受け付けられることはありません。',
  invalidInput: '入力内容に確認が必要な項目があります。メッセージが表示されている項目をご確認ください。',
  busy: 'ただいまアクセスが集中しています。少し時間をおいてから、もう一度「この内容で送信する」を押してください。',
  retryLater:
    'しばらく時間をおいてから、もう一度「この内容で送信する」を押してください。続けて送信できない場合は、サポート窓口へお問い合わせください。',
  maintenance:
    'ただいまシステムメンテナンス中のため、受け付けられませんでした。入力いただいた内容はこのまま残ります。メンテナンスが終わりましたら、もう一度「この内容で送信する」を押してください。',
  supportLink: 'サポート窓口',
} as const;
