// Copy of /apply/terms/: the important-matters explanation (重要事項説明)
// and the agreements. Every figure is passed in from the price catalog, so
// the text and the prices cannot drift apart.

export const termsCopy = {
  heading: '重要事項の確認',
  lead: 'ご契約の前に必ずお読みいただきたい大切な事項です。内容をご確認のうえ、各項目に同意してください。',
  summaryHeading: 'お申し込み内容',
  summaryLead: '内容をご確認ください。変更する場合は、各項目の「変更する」から入力した画面に戻れます。',
  explanationHeading: '重要事項説明',
  explanationRegion: '重要事項説明の本文',
  agreementsHeading: '同意事項',
  agreementsLegend: '以下の内容に同意します',
  submit: 'この内容で申し込む',
  submitting: '送信しています…',
  submitHintIncomplete: 'すべての項目に同意いただくと、「この内容で申し込む」ボタンが押せるようになります。',
  submitHintReady: 'ボタンを押すとお申し込みが確定します。二度押ししても、お申し込みは1件だけ受け付けます。',
  back: '前の画面に戻る',
} as const;

/** The confirmation of every choice and answer, group by group, each with a way back to its step. */
export const confirmCopy = {
  change: '変更する',
  /** Read after 「変更する」 by screen readers, so each link names its group. */
  changeTarget: (group: string) => `（${group}）`,
  none: 'なし',
  notGiven: '未入力',
  plan: {
    title: 'ご契約プランと料金',
    buildingType: '建物の種類',
    plan: 'プラン',
    menu: 'ご利用サービス',
    monthlyLines: '月額料金の内訳',
    tensouTel: '転送先の電話番号',
    campaigns: '適用されるキャンペーン',
    noCampaigns: '適用されるキャンペーンはありません',
    firstYear: '月額料金（1年目）',
    afterFirstYear: '月額料金（2年目以降）',
    yearly: '年額料金',
    oneTime: '初期費用',
    oneTimeTotal: '初期費用の合計',
    waived: '無料',
    cashBack: 'キャッシュバック',
    coupon: 'au PAY クーポン',
    effective: (months: number) => `実質月額（${months}ヶ月平均）`,
    taxNote: '金額はすべて税込です。',
  },
  applicant: {
    title: 'ご契約者さま',
    applicantType: 'お申し込み区分',
    corporationName: '法人名',
    corporationNameKana: '法人名（カナ）',
    name: 'お名前',
    contactName: 'ご担当者さまのお名前',
    nameKana: 'お名前（カナ）',
    gender: '性別',
    dob: '生年月日',
    daytimePhone: '日中のご連絡先電話番号',
    daytimePhone2: 'その他の電話番号',
    mail: 'メールアドレス',
  },
  installation: {
    title: '設置先と工事のご希望',
    address: '設置先のご住所',
    detail: '設置場所の補足',
    contactAddress: '書類の送付先',
    contactSame: '設置先と同じ',
    deadline: (date: string) => `${date}まで`,
    portability: 'いまお使いの電話番号',
    portabilityOff: '引き継がない',
    carrier: '現在ご利用中の電話会社',
    relationship: '電話の名義人とのご関係',
    holderName: '電話の名義人',
    holderAddress: '電話番号の登録住所',
    currentCarrier: '現在ご利用中のインターネット回線',
    dow: '工事のご希望曜日',
    worksSlot: '工事日',
    /** After the slot's label. */
    worksSlotHeld: (deadline: string) => `（${deadline}まで確保）`,
    worksSlotExpired: '（確保時間が過ぎました。お申し込みの送信時に空いていれば、この日時で予約します）',
    worksSlotLater: '後で相談（担当者からお電話します）',
    contactHours: 'ご連絡のつきやすい時間帯',
    moving: '引っ越し予定日',
    mobileRental: 'モバイルルーターのレンタル',
    mobileRentalYes: '借りる（開通まで無料）',
    mobileRentalNo: '借りない',
    requestColumn: 'ご要望・ご質問',
    introducerId: 'ご紹介コード',
  },
  payment: {
    title: 'お支払い',
    method: 'お支払い方法',
    bank: '金融機関',
    branch: '支店',
    accountKind: '預金種目',
    accountNo: '口座番号',
    /** Only the last digits, so a look over the shoulder does not give the account away. */
    accountNoMasked: (last: string) => `＊＊＊＊${last}（下${last.length}桁）`,
    accountNameKana: '口座名義（カナ）',
  },
} as const;

/** Agreements of the telecom-service explanations, one per chosen service. */
export const serviceAgreementLabels = {
  isNet: 'インターネットサービスの重要事項説明に同意する',
  isPhone: '光電話の重要事項説明（110番・119番などの緊急通報、停電時は利用できないこと等）に同意する',
  isTV: '光テレビの重要事項説明（視聴できるチャンネル、受信機器の準備等）に同意する',
  isGigazo: 'ギガぞう（公衆Wi-Fi）の重要事項説明に同意する',
} as const;

export const constructionAgreementLabels = {
  isAgreeOfConstruction1:
    '開通工事の内容に関する注意事項（建物への穴あけ・配線工事が必要になる場合があること）に同意する',
  isAgreeOfConstruction2:
    '工事の立ち会い・宅内設備に関する注意事項（立ち会いが必要なこと、宅内機器をお貸しすること）に同意する',
  isAgreeExplanation: 'お申し込みに関する重要事項の説明を読み、内容を理解しました',
} as const;

export const privacyLinkText = 'プライバシーポリシー';
export const supportLinkText = 'サポート窓口のページ';

export const submitErrors = {
  title: 'お申し込みを完了できませんでした',
  keepNote: '入力いただいた内容はそのまま残っています。',
  network:
    '通信が途切れたため、お申し込みが届いたか確認できませんでした。通信状況をご確認のうえ、もう一度「この内容で申し込む」を押してください。同じお申し込みが二重に登録されることはありません。',
  interrupted:
    '前回の送信中にページが閉じられたため、お申し込みが届いたか確認できませんでした。もう一度「この内容で申し込む」を押してください。同じお申し込みが二重に登録されることはありません。',
  server:
    'ただいまお申し込みを受け付けられませんでした。時間をおいて、もう一度「この内容で申し込む」を押してください。同じお申し込みが二重に登録されることはありません。',
  fields:
    '入力内容に確認が必要な項目があります。下の一覧から該当の画面に戻って修正し、もう一度お申し込みください。',
  maintenance:
    'ただいまシステムメンテナンス中のため、お申し込みを受け付けられませんでした。入力いただいた内容はこのまま残ります。メンテナンスが終わりましたら、もう一度「この内容で申し込む」を押してください。',
  keyReused:
    'このお申し込みは、すでに受け付けている可能性があります。二重のお申し込みを防ぐため、お手数ですがお問い合わせ窓口へご連絡ください。',
  contact: 'お問い合わせ窓口',
  fixLink: (step: string) => `「${step}」で修正する`,
} as const;
