// The price catalog (docs/business-rules.md#prices) as plain data. Every yen figure
// the site shows or sums comes from `priceCatalog`; the business changes a
// price by editing a number here, never by touching the rules. Functions that
// price something take the catalog as a parameter (default `priceCatalog`),
// so tests and the API can price against another edition of the data.
//
// Figures are yen, tax included, per month unless the field says otherwise.

import type { DaznPlan, KurashiSupportPlan, NetflixPlan, SelectedPlan, VideoPlan } from './choices';

/** Key of the plan table: 戸建て (buildingType 0) or マンション (buildingType 1). */
export type BuildingKind = 'home' | 'apartment';

export interface PlanPrice {
  label: string;
  monthly: number;
}

/** A monthly option switched on by one boolean flag of the plan data. */
export interface FlagOptionPrice {
  label: string;
  monthly: number;
  /** Charged once when the option is set up; absent means none. */
  setupFee?: number;
  /** Only sold together with 光電話 (isPhone). */
  requiresPhone?: boolean;
  /** Free at the start when ordered together with the line. */
  freeMonthsWithLine?: number;
  /** Price from this month on (安心サポートPlus rises after the 2-year term). */
  later?: { fromMonth: number; monthly: number };
}

/** Option flags of the plan data that carry their own monthly price. */
export type FlagOptionId =
  | 'isPhone'
  | 'isNumberDisplay'
  | 'isPlusNumber'
  | 'isPlusChannel'
  | 'isWarikomi'
  | 'isTensou'
  | 'isRejectNuisanceCall'
  | 'isUnannounced'
  | 'isAnshinPhone'
  | 'isWaribikiPack'
  | 'is050'
  | 'isTV'
  | 'isAnshinSupport'
  | 'isMeshWiFi'
  | 'isSecurityPack'
  | 'isSmartHome'
  | 'isGamingCustom'
  | 'isGigazo';

/**
 * 光電話's sub-options, in the order the order form lists and the quote prices
 * them: they mean nothing without 光電話 and are dropped when it is not chosen.
 */
export const PHONE_SUB_OPTION_FLAGS = [
  'isWaribikiPack',
  'isNumberDisplay',
  'isWarikomi',
  'isTensou',
  'isRejectNuisanceCall',
  'isUnannounced',
  'isAnshinPhone',
  'isPlusNumber',
  'isPlusChannel',
  'is050',
] as const satisfies readonly FlagOptionId[];

export interface VariantPrice {
  label: string;
  /** Monthly price; absent for a plan paid once a year. */
  monthly?: number;
  /** Price per year, paid in month 1 and every 12 months after. */
  yearly?: number;
}

export interface PriceCatalog {
  /** Contract term in months; the effective monthly cost is spread over it. Default 24. */
  termMonths: number;
  plans: Record<BuildingKind, Record<SelectedPlan, PlanPrice>>;
  fees: {
    adminFee: number;
    installation: number;
    tvInstallation: number;
    holidayInstallation: number;
    removalNet: number;
    removalTV: number;
  };
  options: Record<FlagOptionId, FlagOptionPrice>;
  /** The flags whose monthly fee 割引パック replaces when it is chosen too. */
  waribikiPackIncludes: readonly FlagOptionId[];
  netflixPlans: Record<NetflixPlan, VariantPrice>;
  daznPlans: Record<DaznPlan, VariantPrice>;
  videoPlans: Record<VideoPlan, VariantPrice>;
  kurashiSupportPlans: Record<KurashiSupportPlan, VariantPrice>;
  campaigns: {
    is50000CP: number;
    is25000CP: number;
    isOriginal30000CP: number;
    isOriginal25000CP: number;
    isOriginal5000CP: number;
    /** 追加キャッシュバック while its period runs (see campaigns.ts for the period). */
    additional: number;
    /** エリア限定の追加キャッシュバック: no public figure, value set by the business. */
    limitedAdditional: number;
    /** お友だち紹介キャッシュバック, for an application with a checked referral code: no public figure, value set by the business. */
    friend: number;
    /** Base fee during the one-year 980 campaign. */
    oneYear980Monthly: number;
    oneYear980Months: number;
    oneYearWariDiscount: number;
    oneYearWariMonths: number;
    /** Ceiling of the other carrier's fees refunded under the switching campaign. */
    changeRefundCap: number;
    auCoupon: number;
    netflixFreeMonths: number;
    /** Netflix premium together with 10G. */
    netflix10GFreeMonths: number;
    gigazoFreeMonths: number;
  };
  /**
   * Site-wide standing campaigns for every new application: the net installation
   * is written off over the term (工事費実質無料) and the admin fee is waived
   * (初期費用0円). Switching one off here puts the fee back into every estimate.
   */
  standing: { freeInstallation: boolean; zeroInitialCost: boolean };
}

export const priceCatalog: PriceCatalog = {
  termMonths: 24,
  plans: {
    home: {
      plan10G: { label: '10ギガプラン（戸建て）', monthly: 5940 },
      plan1G: { label: '1ギガプラン（戸建て）', monthly: 5170 },
    },
    apartment: {
      plan10G: { label: '10ギガプラン（マンション）', monthly: 5280 },
      plan1G: { label: '1ギガプラン（マンション）', monthly: 4070 },
    },
  },
  fees: {
    adminFee: 770,
    installation: 27500,
    tvInstallation: 20570,
    holidayInstallation: 3300,
    removalNet: 13200,
    removalTV: 18700,
  },
  options: {
    isPhone: { label: '光電話', monthly: 330 },
    isNumberDisplay: { label: 'ナンバー・ディスプレイ', monthly: 440, requiresPhone: true },
    isPlusNumber: { label: '追加番号', monthly: 110, requiresPhone: true },
    isPlusChannel: { label: '複数チャネル', monthly: 220, requiresPhone: true },
    isWarikomi: { label: '割込通話', monthly: 330, setupFee: 1100, requiresPhone: true },
    isTensou: { label: '転送電話', monthly: 550, setupFee: 1100, requiresPhone: true },
    isRejectNuisanceCall: { label: '迷惑電話拒否', monthly: 220, requiresPhone: true },
    isUnannounced: { label: '非通知着信拒否', monthly: 220, requiresPhone: true },
    isAnshinPhone: { label: '安心電話着信', monthly: 220, requiresPhone: true },
    isWaribikiPack: { label: '割引パック', monthly: 880, requiresPhone: true },
    is050: { label: '050番号', monthly: 110, requiresPhone: true },
    isTV: { label: '光テレビ', monthly: 550 },
    isAnshinSupport: {
      label: '安心サポートPlus',
      monthly: 770,
      freeMonthsWithLine: 3,
      later: { fromMonth: 25, monthly: 880 },
    },
    isMeshWiFi: { label: 'メッシュWi-Fi', monthly: 550 },
    isSecurityPack: { label: 'セキュリティパック', monthly: 550 },
    isSmartHome: { label: 'スマートホーム', monthly: 1078 },
    isGamingCustom: { label: 'ゲーミングカスタム', monthly: 550 },
    isGigazo: { label: 'ギガぞう（公衆Wi-Fi）', monthly: 330 },
  },
  // "display, waiting, forwarding, rejection": the rejection in the pack is the
  // nuisance-call one (迷惑電話拒否), the usual content of such packs.
  waribikiPackIncludes: ['isNumberDisplay', 'isWarikomi', 'isTensou', 'isRejectNuisanceCall'],
  netflixPlans: {
    normal: { label: 'Netflixパック（スタンダード）', monthly: 1590 },
    premium: { label: 'Netflixパック（プレミアム）', monthly: 2290 },
  },
  daznPlans: {
    monthly: { label: 'DAZN（月額プラン）', monthly: 4200 },
    annual: { label: 'DAZN（年間プラン）', yearly: 32000 },
  },
  videoPlans: {
    'point+video990': { label: 'ポイント＋ビデオ990', monthly: 990 },
  },
  kurashiSupportPlans: {
    'bike+home': { label: 'くらしサポート（バイク＋住まい）', monthly: 550 },
    home: { label: 'くらしサポート（住まい）', monthly: 330 },
  },
  campaigns: {
    is50000CP: 50000,
    is25000CP: 25000,
    isOriginal30000CP: 30000,
    isOriginal25000CP: 25000,
    isOriginal5000CP: 5000,
    additional: 10000,
    limitedAdditional: 5000,
    friend: 2000,
    oneYear980Monthly: 980,
    oneYear980Months: 12,
    oneYearWariDiscount: 1100,
    oneYearWariMonths: 12,
    changeRefundCap: 60000,
    auCoupon: 10000,
    netflixFreeMonths: 6,
    netflix10GFreeMonths: 12,
    gigazoFreeMonths: 3,
  },
  standing: { freeInstallation: true, zeroInitialCost: true },
};

/** Japanese names of the one-time fees, keyed like `PriceCatalog['fees']`. */
export const feeLabels: Record<keyof PriceCatalog['fees'], string> = {
  adminFee: '契約事務手数料',
  installation: '開通工事費',
  tvInstallation: '光テレビ工事費',
  holidayInstallation: '休日工事費',
  removalNet: '撤去工事費（インターネット）',
  removalTV: '撤去工事費（光テレビ）',
};

export const buildingKindLabels: Record<BuildingKind, string> = {
  home: '戸建て',
  apartment: 'マンション',
};

export const baseMenuLabels = [
  'インターネットのみ',
  'インターネット＋光電話',
  'インターネット＋光電話＋光テレビ',
] as const;

export function buildingKindOf(buildingType: number): BuildingKind {
  return buildingType === 1 ? 'apartment' : 'home';
}

/** Regular monthly base fee of a plan, before any campaign. */
export function basePlanPrice(
  buildingType: number,
  plan: SelectedPlan,
  catalog: PriceCatalog = priceCatalog,
): number {
  return catalog.plans[buildingKindOf(buildingType)][plan].monthly;
}

/**
 * Early termination fee (契約解除料): one month's base fee inside the term,
 * nothing after it. `monthsUsed` counts from the month the line opened.
 */
export function earlyTerminationFee(
  buildingType: number,
  plan: SelectedPlan,
  monthsUsed: number,
  catalog: PriceCatalog = priceCatalog,
): number {
  return monthsUsed < catalog.termMonths ? basePlanPrice(buildingType, plan, catalog) : 0;
}
