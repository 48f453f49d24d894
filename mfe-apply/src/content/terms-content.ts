// Copy of /apply/terms/: the important-matters explanation (重要事項説明)
// and the agreements. Every figure is passed in from the price catalog, so
// the text and the prices cannot drift apart.

export interface TermsFigures {
  /** The telecom carrier the contract is made with. */
  providerName: string;
  /** Its address, as printed on the company page. */
  providerAddress: string;
  /** Monthly total of this application in the first year and after (from the price breakdown), e.g. '5,940円'. */
  monthlyFirstYear: string;
  monthlyAfterFirstYear: string;
  /** Sum of yearly plans per year, '' when there is none. */
  yearly: string;
  /** One-time total of this application (from the price breakdown). */
  oneTimeTotal: string;
  /** The support centre's published call hours (settings), e.g. '10:00～18:00'. */
  supportHours: string;
  termMonths: number;
  /** Name of the chosen plan, e.g. '10ギガプラン（戸建て）'. */
  planLabel: string;
  /** One month's base fee of the chosen plan (the early termination fee inside the term). */
  earlyTermination: string;
  adminFee: string;
  installation: string;
  tvInstallation: string;
  removalNet: string;
  removalTV: string;
  /** 休日工事費: named as a condition only; it is listed as a cost when the visitor chose holiday works. */
  holidayInstallation: string;
  /** Days of the cooling-off period (初期契約解除制度). */
  coolingOffDays: number;
}

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
    perMonth: '／月',
    perYear: '／年',
    promoFree: (months: number) => `最初の${months}ヶ月は無料`,
    promoPrice: (months: number, amount: string) => `最初の${months}ヶ月は${amount}`,
    later: (month: number, amount: string) => `${month}ヶ月目から${amount}`,
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

export interface ExplanationSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/** The important-matters text, common to every application. */
export function importantMatters(f: TermsFigures): ExplanationSection[] {
  return [
    {
      id: 'provider',
      title: '1. サービスの提供者とご契約の内容',
      paragraphs: [
        `サービスの提供者（電気通信事業者）は、${f.providerName}（${f.providerAddress}）です。`,
        `お申し込みのサービスは、光ファイバーによるインターネット接続サービス「${f.planLabel}」と、お選びいただいたオプションサービスです。`,
        '通信速度は技術規格上の最大値であり、実際の速度はお客さまのご利用環境や回線の混雑状況により低下します。速度を保証するものではありません。',
      ],
    },
    {
      id: 'term',
      title: '2. 契約期間',
      paragraphs: [
        `契約期間は、回線の開通月を1ヶ月目として${f.termMonths}ヶ月間です。契約期間の満了後は、契約解除料なしでいつでも解約できます。`,
      ],
    },
    {
      id: 'fees',
      title: '3. 料金',
      paragraphs: [
        `このお申し込みの月額料金は、1年目が${f.monthlyFirstYear}、2年目以降が${f.monthlyAfterFirstYear}です${f.yearly ? `（このほか年額料金${f.yearly}）` : ''}。初期費用の合計は${f.oneTimeTotal}です。内訳と、無料・割引になる期間は、上の「お申し込み内容」のとおりです。`,
        '月額料金は、開通日の属する月の翌月分からお支払いいただきます（開通月は日割りで計算します）。キャンペーンによる割引や無料期間は、各キャンペーンの条件を満たす場合に適用されます。',
        `初期費用として契約事務手数料${f.adminFee}がかかります（キャンペーンで無料になる場合は、上の「お申し込み内容」の初期費用にそのように記載しています）。`,
        `開通工事費${f.installation}は、${f.termMonths}ヶ月間にわたり毎月の割引で実質無料になります。光テレビをお申し込みの場合は、別途光テレビ工事費${f.tvInstallation}がかかります。`,
        '金額はすべて税込です。お支払いは口座振替となります。',
      ],
    },
    {
      id: 'termination',
      title: '4. 解約と解約時の費用',
      paragraphs: [
        `契約期間内に解約された場合は、契約解除料として月額基本料金の1ヶ月分（お選びのプランでは${f.earlyTermination}）をいただきます。`,
        '契約期間内に解約された場合は、開通工事費のうち割引が済んでいない残りの金額を一括でご請求します。',
        `撤去工事をご希望の場合は、撤去工事費（インターネット${f.removalNet}、光テレビ${f.removalTV}）がかかります。`,
      ],
    },
    {
      id: 'construction',
      title: '5. 開通工事',
      paragraphs: [
        'お申し込み後、担当者からお電話で工事日を調整します。工事には原則として契約者さままたはご家族の立ち会いが必要です。',
        '建物の構造や配線の状況により、工事ができない場合や、追加の工事・建物の所有者さまの許可が必要になる場合があります。工事ができない場合は、ご契約は成立しません。',
        `土日・祝日の工事をご希望の場合は、休日工事費${f.holidayInstallation}がかかります。`,
      ],
    },
    {
      id: 'cooling-off',
      title: '6. 初期契約解除制度（クーリングオフ）',
      paragraphs: [
        `契約書面を受け取った日、またはサービスの提供が始まった日のいずれか遅い日から起算して${f.coolingOffDays}日が経過するまでは、書面または電磁的記録によるお申し出で、ご契約を解除できます。お申し出は、下の「お問い合わせ先」のサポートセンター、または当社の所在地あての書面でお受けします。`,
        'この場合、契約解除料はかかりません。ただし、解除までにご利用いただいた期間の料金、すでに実施した工事の費用、契約事務手数料はご負担いただく場合があります。',
      ],
    },
    {
      id: 'contact',
      title: '7. お問い合わせ先',
      paragraphs: [
        `ご契約・お申し込みについてのお問い合わせ、初期契約解除のお申し出は、${f.providerName} サポートセンターで承ります（受付時間 ${f.supportHours}、年末年始を除く）。電話番号はサポート窓口のページに記載しています。`,
        'お申し込み後のお問い合わせの際は、お申し込み完了画面に表示される受付番号をお伝えください。',
      ],
    },
    {
      id: 'privacy',
      title: '8. 個人情報の取り扱い',
      paragraphs: [
        'お申し込みいただいた個人情報は、サービスの提供、開通工事の手配、料金の請求、ご案内のために利用し、当社のプライバシーポリシーに従って適切に管理します。',
        '工事やサービスの提供に必要な範囲で、工事会社・回線事業者などの委託先に提供することがあります。法令に基づく場合を除き、ご本人の同意なく第三者に提供することはありません。',
      ],
    },
  ];
}

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
