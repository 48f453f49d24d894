// Copy of the fee simulation (/apply/form/). Prices are not written here:
// the page reads them from the shared price catalog, so a price change never
// needs a copy change.

import type {
  BuildingType,
  DaznPlan,
  KurashiSupportPlan,
  NetflixPlan,
  SelectedPlan,
} from '@hikari/shared/domain';

export const simulationCopy = {
  heading: '料金シミュレーション',
  lead: 'お住まいやご希望のサービスを選ぶと、月々の料金・初期費用・キャッシュバックをすぐに計算します。内容を確かめたら、そのままお申し込みに進めます。',
  areaCheckedServed: 'ご住所が提供エリア内であることを確認しました。',
  areaNotChecked:
    'お申し込みの前に、ご住所が提供エリア内かを確認します。「この内容で申し込む」を押すと提供エリアの確認に進みます。',
  submit: 'この内容で申し込む',
  checkArea: '提供エリアを確認する',
} as const;

export const buildingChoices: { value: BuildingType; label: string }[] = [
  { value: 0, label: '戸建て' },
  { value: 1, label: 'マンション・アパート' },
];

export const planChoices: { value: SelectedPlan; label: string; note: string }[] = [
  { value: 'plan10G', label: '10ギガ', note: '最大10Gbps。動画やゲームを家族で同時に楽しむ方に。' },
  { value: 'plan1G', label: '1ギガ', note: '最大1Gbps。Webや動画の視聴が中心の方に。' },
];

export const tenGUnavailableHint =
  'お調べしたご住所は10ギガの提供エリア外のため、1ギガをお選びいただけます。';

export const baseMenuNotes = [
  'インターネット回線のみのご契約です。',
  '固定電話（光電話）をセットにします。いまお使いの電話番号をそのまま使えることがあります。',
  '光電話に加えて、光テレビで地上・BSデジタル放送をご覧いただけます（光テレビ工事費がかかります）。',
] as const;

/** Phone options in the order of the order form; the label and price come from the catalog. */
export const phoneOptionNotes = {
  isWaribikiPack: 'ナンバー・ディスプレイ、割込通話、転送電話、迷惑電話拒否がセットでお得になります。',
  isNumberDisplay: 'かけてきた相手の電話番号を表示します。',
  isWarikomi: '通話中にかかってきた別の電話に出られます。',
  isTensou: 'かかってきた電話を、ご指定の電話番号へ転送します。',
  isRejectNuisanceCall: '登録した番号からの電話をお断りします。',
  isUnannounced: '番号を通知しない電話をお断りします。',
  isAnshinPhone: '知らない番号からの着信時に注意のメッセージを流します。',
  isPlusNumber: 'もう1つ電話番号を持てます。',
  isPlusChannel: '2回線分の通話を同時にできます。',
  is050: 'スマートフォンでも使える050番号を追加します。',
} as const;

export type PhoneOptionFlag = keyof typeof phoneOptionNotes;

export const phoneOptionsLegend = '光電話のオプション';
export const phoneOptionsHint = '光電話をお選びの場合にお申し込みいただけます。';
export const packIncludedNote = '（割引パックに含まれるため月額はかかりません）';
export const setupFeeNote = (fee: string) => `別途、初期費用${fee}がかかります。`;
export const tensouTelLabel = '転送先の電話番号（お決まりの場合）';
export const tensouTelHint = '例：090-1234-5678。後日お知らせいただくこともできます。';

export const entertainmentLegend = '動画・スポーツ';
export const netflixLegend = 'Netflixパック';
export const netflixChoices: { value: NetflixPlan | null; label: string }[] = [
  { value: null, label: '申し込まない' },
  { value: 'normal', label: 'スタンダード' },
  { value: 'premium', label: 'プレミアム' },
];
export const daznLabel = 'DAZN（スポーツのライブ配信）';
export const daznPlanLegend = 'DAZNのお支払い方法';
export const daznPlanLabels: Record<DaznPlan, string> = {
  monthly: '月額プラン',
  annual: '年間プラン（一括払い）',
};
export const videoLabel = '動画配信サービス';

export const otherOptionsLegend = '便利なオプション';
export const otherOptionNotes = {
  isAnshinSupport: 'パソコンや周辺機器の設定を電話と訪問でサポートします。',
  isMeshWiFi: '家じゅうに安定したWi-Fiを届けるメッシュWi-Fiルーターをお貸しします。',
  isSecurityPack: 'パソコンやスマートフォンをウイルスや詐欺サイトから守ります。',
  isSmartHome: '照明や家電をスマートフォンや声で操作できます。',
  isGamingCustom: 'オンラインゲーム向けに通信の遅れを抑える設定をします。',
  isGigazo: '外出先で使える公衆Wi-Fiです。',
} as const;
export type OtherOptionFlag = keyof typeof otherOptionNotes;
export const freeMonthsWithLineNote = (months: number) =>
  `回線と同時のお申し込みで最初の${months}ヶ月は無料です。`;

export const kurashiLabel = 'くらしサポート（住まいのトラブル駆けつけ）';
export const kurashiPlanLegend = 'くらしサポートのプラン';
export const kurashiPlanLabels: Record<KurashiSupportPlan, string> = {
  'bike+home': 'バイク＋住まい',
  home: '住まいのみ',
};

export const constructionLegend = '開通工事';
export const holidayConstructionLabel = '土日・祝日の工事を希望する';
export const holidayDecidedByDays =
  'お申し込みの手順3でお選びいただいた工事のご希望曜日で決まります（土曜日・日曜日だけの場合にかかります）。変更は手順3で行えます。';
export const holidayConstructionNote =
  'お申し込みの手順3で工事のご希望曜日を伺います。土曜日・日曜日だけをお選びの場合は、ここでの選択にかかわらず休日工事費がかかります。';

export const campaignLegend = '他社からのお乗り換えと特典';
export const baseCampaignLegend = 'お申し込み特典';
export const baseCampaignHint = '実施中のキャンペーンから1つお選びください。';
export const baseCampaignNone = '選ばない';
export const baseCampaignNotes = {
  isOneYear980CP: (months: number, price: string) => `基本料金が${months}ヶ月間${price}になります。`,
  is50000CP: (cash: string) =>
    `開通後に${cash}をキャッシュバックします。基本料金は1ヶ月目から通常の料金です。`,
} as const;
export const limitedAreaHint = (name: string) =>
  `${name}は、エリア検索で対象エリアと確認できたお住まいに適用されます。`;
export const changeLabel = 'いま他社の光回線をお使いで、お乗り換えを予定している';
export const policyLegend = 'お乗り換え特典の受け取り方';
export const policyHint = 'お乗り換えで光電話も一緒にお申し込みの場合に適用されます。';
export const policyChoices: { value: 'benefits' | 'price'; label: string; note: string }[] = [
  { value: 'benefits', label: 'キャッシュバック', note: '開通後にまとまった金額を受け取る' },
  { value: 'price', label: '月額割引', note: '最初の1年間の月額料金を安くする' },
];

export const summaryCopy = {
  heading: 'お見積もり',
  firstYear: '月額料金（1年目）',
  afterFirstYear: '月額料金（2年目）',
  yearly: '年額料金',
  oneTime: '初期費用',
  cashBack: 'キャッシュバック',
  effective: (months: number) => `実質月額（${months}ヶ月平均）`,
  coupon: (amount: string) => `ほかに au PAY クーポン${amount}分（実質月額には含みません）`,
  later: (label: string, month: number, amount: string) =>
    `${label}は${month}ヶ月目から${amount}になります。`,
  campaignsHeading: '適用されるキャンペーン',
  noCampaigns: '現在の内容で適用されるキャンペーンはありません。',
  oneTimeHeading: '初期費用の内訳',
  breakdownOpen: '月額料金の内訳を見る',
  breakdownClose: '月額料金の内訳を閉じる',
  breakdownCaption: '月額料金の内訳',
  columnItem: '項目',
  columnRegular: '通常料金',
  columnPromo: '特典期間',
  perYear: '／年',
  promoFree: (months: number) => `${months}ヶ月間無料`,
  promoPrice: (months: number, amount: string) => `${months}ヶ月間 ${amount}`,
  taxNote: '金額はすべて税込です。',
} as const;

/** The conditions and notes of a quote, shown with the estimate and on the confirmation. */
export const quoteNotesCopy = {
  rowLabel: '料金の条件・計算方法',
  conditionsHeading: 'ご確認いただきたい条件',
  notAppliedHeading: '選択中でも適用されない特典',
  effectiveHeading: (months: number) => `実質月額（${months}ヶ月平均）の計算方法`,
} as const;

/** What each choice gives, so overlapping choices can be compared. */
export const comparisonCopy = {
  outcome: (firstYear: string, cashBack: string, effective: string) =>
    `この選択では 1年目の月額${firstYear}・キャッシュバック${cashBack}・実質月額${effective}`,
  sameFirstYear: (other: string) => `1年目の月額は「${other}」と同じです。`,
  policyNoPhone: 'お乗り換え特典は、光電話を含むメニューをお選びの場合に適用されます。',
} as const;
