// Copy of the customer steps (/apply/form2/, /apply/form3/). Field labels
// match the names the shared schemas use in their messages, so a message
// and its field read alike.

import { PAYMENT_TYPE_LABELS, contractTerms } from '@hikari/shared/domain';

export const commonFormCopy = {
  next: '次へ進む',
  back: '前の画面に戻る',
  errorSummaryTitle: '入力内容をご確認ください',
  errorSummaryBody: 'メッセージが表示されている項目を修正してから、もう一度お進みください。',
  serverErrorTitle: '前回の送信で確認が必要な項目があります',
  savedNote: '入力いただいた内容は、このタブを閉じるまでブラウザに一時保存されます。',
  kanaHint: '全角カタカナで入力してください（ひらがなで入力すると、カタカナに変換します）',
  phoneHint: '半角・全角の数字どちらでも入力できます。ハイフンはなくてもかまいません。',
} as const;

export const form2Copy = {
  heading: 'ご契約者さま情報',
  lead: 'ご契約者さまのお名前とご連絡先を入力してください。',
  applicantTypeLegend: 'お申し込み区分',
  applicantTypes: { private: '個人', corporate: '法人' } as Record<string, string>,
  corporationName: '法人名',
  corporationNameKana: '法人名（カナ）',
  nameSectionPrivate: 'お名前',
  nameSectionCorporate: 'ご担当者さまのお名前',
  genderLegend: '性別',
  dobLegend: '生年月日',
  dobHint: '年は西暦4桁で入力してください（例：1985）。お申し込みは18歳以上の方に限ります。',
  daytimePhone: '日中のご連絡先電話番号',
  daytimePhone2: 'その他の電話番号（任意）',
  mail: 'メールアドレス',
  mailHint: 'お申し込みについて、担当者からご連絡する際に使います。',
  mailConfirm: '確認用メールアドレス',
  mailConfirmHint: '確認のため、同じメールアドレスをもう一度入力してください。',
} as const;

export const form3Copy = {
  heading: '設置先・お支払い情報',
  lead: '光回線を設置するご住所、工事のご希望、お支払い口座を入力してください。',

  installationHeading: '設置先のご住所',
  postalCode: '郵便番号',
  postalHint: '例：460-0001。入力後「住所を検索」を押すと、都道府県から町名までを入力します。',
  postalLookup: '住所を検索',
  postalLooking: '検索しています…',
  postalFilled: (address: string) => `${address} を入力しました。`,
  postalChooseTown: '該当する町名を選んでください',
  postalNotFound:
    '該当する住所が見つかりませんでした。郵便番号をご確認いただくか、住所を直接入力してください。',
  postalInvalid: '郵便番号は7桁の数字で入力してください',
  state: '都道府県',
  city: '市区町村',
  town: '町名',
  line1: '丁目・番地',
  line1Hint: '例：1丁目2-3',
  line2: '建物名（マンション・アパートの方）',
  line3: '部屋番号',
  detail: '設置場所の補足（任意）',
  detailHint: '例：裏口から入る、2階の書斎に設置希望 など',
  areaConfirmed: 'このご住所は提供エリア内であることを確認済みです。',
  areaWillCheck: '「次へ進む」を押すと、このご住所で提供エリアを確認します。',
  areaChecking: '提供エリアを確認しています…',
  toSimulation: '料金シミュレーションでプランを選び直す',

  contactHeading: '書類の送付先',
  contactTypeLegend: '契約書類などの送付先',
  contactTypes: { same: '設置先と同じ', other: '設置先とは別の住所' } as Record<string, string>,
  contactAddress: '書類の送付先住所',
  contactAddressHint: '郵便番号から建物名・部屋番号までを入力してください。',
  deadlineLabel: 'この送付先は期限なく使える',
  deadlineLegend: '送付先の利用期限',

  phoneHeading: 'いまお使いの電話番号',
  portabilityLabel: 'いまお使いの固定電話の番号を、光電話でもそのまま使う（番号ポータビリティ）',
  portabilityHint: '光電話をお申し込みの方がご利用いただけます。',
  currentNumber: '現在お使いの電話番号',
  currentNumberHint: '市外局番から入力してください（例：052-123-4567）',
  currentPhoneCarrier: '現在ご利用中の電話会社',
  relationshipLegend: '電話の名義人とのご関係',
  holderLastName: '名義人の姓',
  holderFirstName: '名義人の名',
  holderLastNameKana: '名義人のセイ',
  holderFirstNameKana: '名義人のメイ',
  holderAddressLegend: '電話番号の登録住所',
  holderAddressTypes: { same: '設置先と同じ', other: '設置先とは別の住所' } as Record<string, string>,
  holderAddress: '電話番号の登録住所',

  carrierHeading: 'いまお使いのインターネット',
  currentCarrier: '現在ご利用中のインターネット回線',
  otherCarrier: '回線名（その他を選んだ方）',

  constructionHeading: '開通工事のご希望',
  dowLegend: '工事のご希望曜日',
  dowHint:
    'ご都合のよい曜日をすべて選んでください。工事日は、下の「工事日のご予約」でこの画面から予約するか、お申し込みの後にお電話で相談できます。',
  holidayFee: (fee: string) =>
    `土曜日・日曜日だけをお選びのため、工事は休日になり、休日工事費${fee}がかかります（お見積もりに含めています）。平日もお選びいただくと平日に工事を行い、休日工事費はかかりません。`,
  holidayDropped: (p: {
    weekdays: string;
    fee: string;
    oneTimeBefore: string;
    oneTimeAfter: string;
    effectiveLabel: string;
    effectiveBefore: string;
    effectiveAfter: string;
  }) =>
    `料金シミュレーションでは土日・祝日の工事（休日工事費${p.fee}）でお見積もりしましたが、ご希望曜日に平日（${p.weekdays}）が含まれるため、工事は平日に行います。予約できる工事日は平日だけになり、休日工事費はかかりません。これにより初期費用は${p.oneTimeBefore}から${p.oneTimeAfter}に、${p.effectiveLabel}は${p.effectiveBefore}から${p.effectiveAfter}になります。土日・祝日の工事をご希望の場合は、土曜日・日曜日だけをお選びください。`,
  worksSlotLegend: '工事日のご予約',
  worksSlotHint: contractTerms.worksDay,
  worksSlotModes: { book: '工事日を選んで予約する', later: '工事日は後で相談する' },
  worksSlotLaterNote: contractTerms.worksDayToArrange,
  worksSlotNeedsAnswers:
    '設置先のご住所（都道府県）と工事のご希望曜日を入力すると、予約できる工事日を表示します。',
  worksSlotLoading: '予約できる工事日を読み込んでいます…',
  worksSlotLoadFailed:
    '予約できる工事日を読み込めませんでした。通信状況をご確認のうえ、もう一度お試しください。',
  worksSlotReload: 'もう一度読み込む',
  worksSlotNone:
    'ご希望の曜日で予約できる工事日がありません。ご希望の曜日を増やすか、「工事日は後で相談する」をお選びください。',
  worksSlotListLegend: '予約できる工事日',
  worksSlotListHint: (minutes: number) =>
    `日付と時間帯を選ぶと、その枠を${minutes}分間お取りします。選び直すと、前にお取りした枠は解除します。`,
  worksSlotAlternatives: 'お選びの日に近い、空いている工事日',
  worksSlotOthers: 'そのほかの空いている工事日',
  worksSlotHolding: 'お選びの工事日をお取りしています…',
  worksSlotHeld: (label: string, time: string, minutes: number) =>
    `${label} をお取りしています。${time}まで確保します（${minutes}分）。お申し込みを送信すると予約が確定します。`,
  worksSlotExpired: (label: string, minutes: number) =>
    `お取りしていた工事日（${label}）は、確保できる${minutes}分を過ぎました。空いていれば同じ日時をもう一度選べます。下の一覧から工事日を選び直してください。`,
  worksSlotRequired: '工事日を選択してください',
  worksSlotHoldFailed:
    '工事日をお取りできませんでした。通信状況をご確認のうえ、もう一度工事日を選んでください。',
  worksSlotTakenFallback: 'お選びの工事日は予約できなくなりました。ほかの工事日を選んでください。',
  worksSlotReleasedByChange: (label: string) =>
    `ご住所またはご希望の曜日が変わったため、お取りしていた工事日（${label}）を解除しました。あらためて工事日を選んでください。`,
  contactHoursLegend: 'ご連絡のつきやすい時間帯',
  movingLegend: '引っ越し予定日（お引っ越しの方のみ）',
  movingHint: '新居への入居予定日です。決まっていない場合は空欄のままで構いません。',
  mobileRentalLabel: '開通までの間、モバイルルーターを無料で借りる',
  mobileRentalHint: '工事が終わるまでの間、インターネットをお使いいただけます。開通後に返却してください。',
  mobileRentalAgreeLabel: 'モバイルルーターのレンタル規約（返却期限・紛失時の費用）に同意する',

  bankHeading: 'お支払い方法',
  paymentTypeLegend: 'お支払い方法',
  // The names the FAQ, the terms and the stored answers give the same choices.
  paymentTypes: PAYMENT_TYPE_LABELS as Record<string, string>,
  bankCode: '金融機関コード（4桁）',
  bankCodeHint:
    'キャッシュカードや通帳に記載の4桁の数字です。わからない場合は、下の「金融機関名で探す」をお使いください。',
  bankName: '金融機関名',
  bankSearch: '金融機関名で探す',
  bankSearchButton: '金融機関を探す',
  branchCode: '支店コード（3桁）',
  branchCodeHint: '通帳などに記載の3桁の店番号です。',
  branchName: '支店名',
  branchSearch: '支店名で探す',
  branchSearchButton: '支店を探す',
  searching: '検索しています…',
  noBankFound: '該当する金融機関が見つかりませんでした。',
  noBranchFound: '該当する支店が見つかりませんでした。',
  searchResultsLabel: (what: string) => `${what}の検索結果`,
  found: (name: string) => `${name}`,
  accountKindLegend: '預金種目',
  accountNo: '口座番号（7桁）',
  accountNoHint:
    '7桁に満たない場合は、先頭に0を付けて7桁で入力してください。口座番号は安全のためブラウザに保存しません。ページを再読み込みした場合は、お手数ですがもう一度入力してください。',
  accountNameKana: '口座名義（カナ）',
  accountNameKanaHint: '通帳に記載の名義を全角カタカナで入力してください（例：ヤマダ　タロウ）',
  bankAgreeLabel: '口座振替に関する規約に同意する',
  paperNote:
    'お申し込み後、口座振替依頼書をご契約者さまのご住所へ郵送します。ご記入・ご捺印のうえご返送ください。',

  otherHeading: 'そのほか',
  requestColumn: 'ご要望・ご質問（任意）',
  requestColumnHint: '工事や開通について、ご要望があればご記入ください。',
  introducerId: 'ご紹介コード（お持ちの方）',
  introducerIdHint: 'ご契約中の方からご紹介を受けた場合に入力してください（半角英数字）。',
  introducerChecking: 'ご紹介コードを確認しています…',
  introducerCheckFailed:
    'ご紹介コードを確認できませんでした。通信状況をご確認のうえ、もう一度お試しください。ご紹介コードを空欄にして進むこともできます。',
} as const;

/** Lines the visitor most often comes from; anything else is typed in. */
export const carrierChoices = [
  { value: 'なし', label: 'なし（はじめてインターネットを契約する）' },
  { value: 'フレッツ光', label: 'フレッツ光' },
  { value: 'ドコモ光', label: 'ドコモ光' },
  { value: 'ソフトバンク光', label: 'ソフトバンク光' },
  { value: 'auひかり', label: 'auひかり' },
  { value: 'NURO光', label: 'NURO光' },
  { value: 'ケーブルテレビ', label: 'ケーブルテレビのインターネット' },
  { value: 'モバイル回線', label: 'モバイルWi-Fi・ホームルーター' },
  { value: 'その他', label: 'その他' },
] as const;

export const phoneCarrierChoices = [
  { value: 'NTT', label: 'NTT（加入電話）' },
  { value: 'ひかり電話', label: '他社の光電話（ひかり電話など）' },
  { value: 'ケーブルテレビ', label: 'ケーブルテレビの電話' },
  { value: 'その他', label: 'その他' },
] as const;
