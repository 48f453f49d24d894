// Wording shared by every option page: section headings, table headers,
// buttons, and how a price is written.

import { formatYen } from '@hikari/shared/domain';

export const detailCopy = {
  featuresHeading: 'サービスの内容',
  pricesHeading: '料金',
  pricesTaxNote: '表示の料金はすべて税込です。',
  pricesHow: '料金の確かめ方',
  pricesExtra: 'サービスの料金とは別にかかる費用',
  applyStepsLabel: 'お申し込みの流れ',
  columnItem: '項目',
  columnPrice: '料金（税込）',
  columnNote: '備考',
  campaignsHeading: '関連するキャンペーン',
  campaignEligibility: '対象となる方',
  campaignLink: (name: string) => `${name}の詳細を見る`,
  conditionsHeading: 'ご利用条件・ご注意',
  actionsHeading: 'お申し込み',
  simulate: 'このオプションを付けてシミュレーション',
  simulateLead:
    '新しく光回線をお申し込みの方は、このオプションを付けた月々の料金をシミュレーションで確かめられます。',
  alreadyInSimulation: 'このオプションは、現在のシミュレーションに含まれています。',
  existingCustomerLead: 'ご契約中の方は、オプションの追加をこちらからお申し込みいただけます。',
  existingCustomer: 'ご契約中の方のオプション追加',
  supportLead:
    'このサービスは料金シミュレーションではお選びいただけません。お申し込みは、サポートセンターへのお電話で承ります。',
  support: 'サポート窓口へのお問い合わせ',
  backToList: 'オプションサービスの一覧へ戻る',
} as const;

/** '月額550円' */
export const monthlyPrice = (yen: number) => `月額${formatYen(yen)}`;
/** '年額32,000円' */
export const yearlyPrice = (yen: number) => `年額${formatYen(yen)}`;
/** '20,570円（初回のみ）': charged once. */
export const oncePrice = (yen: number) => `${formatYen(yen)}（初回のみ）`;
export const freePrice = '無料';
/** '1～3ヶ月目', '25ヶ月目以降': a span of billing months. */
export const monthSpan = (from: number, to?: number) =>
  to === undefined ? `${from}ヶ月目以降` : from === to ? `${from}ヶ月目` : `${from}～${to}ヶ月目`;
