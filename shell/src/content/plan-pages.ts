// Copy of /plan/, /plan/home/ and /plan/mansion/. Every yen figure is read
// from the catalog passed in (default `priceCatalog`), so a price change in
// the catalog reaches these pages without an edit here.

import {
  feeLabels,
  formatYen,
  paths,
  priceCatalog,
  type BuildingKind,
  type CampaignId,
  type PriceCatalog,
} from '@hikari/shared/domain/core';
import { installationInstallments, variantPriceLabel } from './fee-figures';

export const constructionPaths: Record<BuildingKind, string> = {
  home: paths.serviceConstructionHome,
  apartment: paths.serviceConstructionMansion,
};

export const TAX_NOTE = '表示の料金はすべて税込です。';

export const speedNote =
  '通信速度は技術規格上の最大値で、実際の速度を保証するものではありません（ベストエフォート型）。お使いの機器や建物内の配線、混雑の状況によって変わります。';

export const planOverview = {
  lead: '一戸建て向けとマンション向け、それぞれに10ギガと1ギガの2つのプランがあります。',
  chooseHeading: '10ギガと1ギガの選び方',
  choose: [
    'ご家族で同時に動画を見たり、オンラインゲームや大きなファイルのやり取りをよくしたりする方には、10ギガプランをおすすめします。接続する機器が多くても速度が落ちにくくなります。',
    '1～2人暮らしで、Webや動画の視聴、メールが中心の方は、1ギガプランで十分にお使いいただけます。',
    '10ギガの速さを活かすには、10ギガに対応したパソコンとLANケーブル（カテゴリー6A以上）が必要です。Wi-Fiでお使いの場合は、Wi-Fi 6以降に対応した機器をおすすめします。',
  ],
};

export const planDetailCopy: Record<BuildingKind, { lead: string; intro: string[] }> = {
  home: {
    lead: '一戸建てにお住まいの方向けのプランです。',
    intro: [
      '電柱から光ファイバーをご自宅まで直接引き込みます。開通工事の内容と当日の流れは「戸建ての開通工事について」でご案内しています。',
      '10ギガプランは、提供エリアのうち10ギガに対応した地域でお申し込みいただけます。ご利用いただけるかどうかは、エリア検索でお確かめください。',
    ],
  },
  apartment: {
    lead: 'マンション・アパートなど集合住宅にお住まいの方向けのプランです。',
    intro: [
      '建物に当社の設備が導入されている場合は、その設備を使ってお部屋まで回線をつなぎます。設備が導入されていない建物でも、戸建てと同じ方法で引き込める場合があります。',
      '10ギガプランは、建物の設備が10ギガに対応している場合にお申し込みいただけます。建物内の配線方式によって最大速度が変わるため、まずはエリア検索で建物名までご確認ください。',
    ],
  },
};

export interface FeeRow {
  label: string;
  /** Regular amount, as printed. */
  amount: string;
  /** What the visitor actually pays under the standing campaigns. */
  payable: string;
  note: string;
}

/** One-time fees with what the standing campaigns (工事費実質無料, 初期費用0円) do to them. */
export function oneTimeFeeRows(catalog: PriceCatalog = priceCatalog): FeeRow[] {
  const { fees, standing } = catalog;
  const split = installationInstallments(catalog);
  return [
    {
      label: feeLabels.adminFee,
      amount: formatYen(fees.adminFee),
      payable: standing.zeroInitialCost ? formatYen(0) : formatYen(fees.adminFee),
      note: standing.zeroInitialCost
        ? '新規お申し込みの方は「初期費用0円」キャンペーンで無料になります。'
        : '初回のご請求に含めてお支払いいただきます。',
    },
    {
      label: feeLabels.installation,
      amount: formatYen(fees.installation),
      payable: standing.freeInstallation ? `実質${formatYen(0)}` : formatYen(fees.installation),
      note: standing.freeInstallation
        ? `${split.months}回の分割（初回${formatYen(split.first)}、2回目以降${formatYen(split.monthly)}）でご請求し、毎月同じ額を割り引きます。${split.months}ヶ月ご利用いただくと、お支払いは実質${formatYen(0)}です。`
        : `${split.months}回の分割（初回${formatYen(split.first)}、2回目以降${formatYen(split.monthly)}）でご請求します。`,
    },
    {
      label: feeLabels.holidayInstallation,
      amount: formatYen(fees.holidayInstallation),
      payable: formatYen(fees.holidayInstallation),
      note: '土曜・日曜・祝日の工事をご希望の場合にかかります。',
    },
    {
      label: feeLabels.tvInstallation,
      amount: formatYen(fees.tvInstallation),
      payable: formatYen(fees.tvInstallation),
      note: '光テレビを一緒にお申し込みの場合にかかります。',
    },
  ];
}

/** Paragraph under the fee table: what happens to the written-off fee on an early exit. */
export function installationExitNote(catalog: PriceCatalog = priceCatalog): string {
  return catalog.standing.freeInstallation
    ? `${catalog.termMonths}ヶ月より前に解約された場合は、割引が終わり、開通工事費の残りの分割額をまとめてご請求します。`
    : `${catalog.termMonths}ヶ月より前に解約された場合は、開通工事費の残りの分割額をまとめてご請求します。`;
}

export interface OptionRow {
  label: string;
  price: string;
  note: string;
}

const monthly = (amount: number) => `月額${formatYen(amount)}`;

/** The options most people ask about, with their catalog prices. */
export function optionSummaryRows(catalog: PriceCatalog = priceCatalog): OptionRow[] {
  const o = catalog.options;
  const anshin = o.isAnshinSupport;
  const anshinLater = anshin.later
    ? `${anshin.later.fromMonth}ヶ月目から${monthly(anshin.later.monthly)}。`
    : '';
  const anshinFree = anshin.freeMonthsWithLine
    ? `回線と同時のお申し込みで最初の${anshin.freeMonthsWithLine}ヶ月は無料です。`
    : '';
  return [
    {
      label: o.isPhone.label,
      price: monthly(o.isPhone.monthly),
      note: '今お使いの固定電話の番号を引き継げる場合があります（番号ポータビリティ）。',
    },
    {
      label: o.isTV.label,
      price: monthly(o.isTV.monthly),
      note: `地上デジタル・BSデジタル放送をアンテナなしでご覧いただけます。別途、${feeLabels.tvInstallation}${formatYen(catalog.fees.tvInstallation)}がかかります。`,
    },
    {
      label: anshin.label,
      price: monthly(anshin.monthly),
      note: `機器の設定や故障時の訪問サポートです。ご希望の方は、料金シミュレーションでお選びください。${anshinLater}${anshinFree}`,
    },
    {
      label: o.isMeshWiFi.label,
      price: monthly(o.isMeshWiFi.monthly),
      note: '複数の機器で家じゅうにWi-Fiを届けます。',
    },
    {
      label: o.isSecurityPack.label,
      price: monthly(o.isSecurityPack.monthly),
      note: 'パソコンとスマートフォンのウイルス対策、危険なサイトのブロック。',
    },
    {
      label: o.isSmartHome.label,
      price: monthly(o.isSmartHome.monthly),
      note: 'スマートフォンから家電の操作や留守中の見守りができます。',
    },
    {
      label: o.isGamingCustom.label,
      price: monthly(o.isGamingCustom.monthly),
      note: 'オンラインゲーム向けに通信の遅れを抑える設定です。',
    },
    { label: o.isGigazo.label, price: monthly(o.isGigazo.monthly), note: '外出先で使える公衆Wi-Fiです。' },
    {
      label: 'Netflixパック',
      price: `${variantPriceLabel(catalog.netflixPlans.normal)}～`,
      note: `スタンダード${variantPriceLabel(catalog.netflixPlans.normal)}、プレミアム${variantPriceLabel(catalog.netflixPlans.premium)}。Netflixの料金を回線料金とまとめてお支払いいただけます。`,
    },
    {
      label: 'DAZN',
      price: variantPriceLabel(catalog.daznPlans.monthly),
      note: `スポーツのライブ配信サービスです。年間プラン（${variantPriceLabel(catalog.daznPlans.annual)}）もお選びいただけます。`,
    },
    {
      label: catalog.videoPlans['point+video990'].label,
      price: variantPriceLabel(catalog.videoPlans['point+video990']),
      note: '映画やドラマの見放題とポイントがセットになったプランです。',
    },
    {
      label: 'くらしサポート',
      price: `${variantPriceLabel(catalog.kurashiSupportPlans.home)}～`,
      note: `住まいの水まわりや鍵のトラブルに駆けつけます。バイクのロードサービス付きは${variantPriceLabel(catalog.kurashiSupportPlans['bike+home'])}です。`,
    },
  ];
}

/** Campaigns that lower what a new customer pays, shown under the price tables. */
export const priceCampaignIds: readonly CampaignId[] = [
  'construction',
  'initialCost',
  'isOneYear980CP',
  'isOneYearWariCP',
];

export const planCtas = {
  simulate: '料金シミュレーション・お申し込みへ進む',
  area: '提供エリアを確認する',
  options: 'オプションサービスの一覧を見る',
  cancellation: '解約時の費用について詳しく見る',
  campaigns: 'キャンペーン・特典の一覧を見る',
};
