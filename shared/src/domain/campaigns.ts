// Campaign definitions: what each campaign gives, to whom, and which page
// explains it. The id is the spec's campaign-data flag where the spec names
// one; the standing campaigns that every new application gets and that have
// no flag (工事費実質無料, 初期費用0円, router, antenna) use a plain id.
// Amounts come from the price catalog so a figure lives in one place.

import { priceCatalog, type PriceCatalog } from './catalog';
import { formatJstDateJa, parseJstDateTime } from './japan-time';
import { formatYen } from './yen';

export type FlagCampaignId =
  | 'is50000CP'
  | 'is25000CP'
  | 'isOriginal30000CP'
  | 'isOriginal25000CP'
  | 'isOriginal5000CP'
  | 'isOriginalAddCP'
  | 'isOriginalLimitedAddCP'
  | 'isOriginalFriendCP'
  | 'isOneYear980CP'
  | 'is10GAnd980CP6'
  | 'is1GAnd980CP6'
  | 'isOneYearWariCP'
  | 'isChangeCP'
  | 'isNetflixCP'
  | 'isVODCP'
  | 'is10GAndNetflixCP'
  | 'isAuCouponCP'
  | 'is10GAndGigazoCP3';

export type StandingCampaignId = 'construction' | 'initialCost' | 'router' | 'antenna';

export type CampaignId = FlagCampaignId | StandingCampaignId;

/**
 * How `amount` is meant: cash paid back, coupons, a monthly base fee, a
 * monthly discount, a refund ceiling, or a fee waived. null amount: the
 * benefit is not a yen figure (free months, free loan) or varies per case.
 */
export type BenefitKind =
  | 'cashBack'
  | 'coupon'
  | 'monthlyPrice'
  | 'monthlyDiscount'
  | 'freeMonths'
  | 'refundCap'
  | 'waiver'
  | 'freeLoan';

export interface CampaignDefinition {
  id: CampaignId;
  name: string;
  /** One or two sentences for cards and the estimate. */
  description: string;
  benefit: BenefitKind;
  amount: number | null;
  /** Months the benefit lasts; null when it is paid once or lasts the whole contract. */
  months: number | null;
  /** Who gets it, as the campaign page states it. */
  eligibility: string;
  /** Why it is on this estimate, shown next to the applied campaign. */
  reason: string;
  /** Page that explains it (with the trailing slash the menus use). */
  route: string;
}

/** Open interval of a campaign: active strictly after `startsAfter` and strictly before `endsBefore`. */
export interface CampaignPeriod {
  /** ISO instant with offset. */
  startsAfter: string;
  /** ISO instant with offset. */
  endsBefore: string;
}

/**
 * 追加キャッシュバック 10,000円, docs/business-rules.md#campaigns: "from 2025-07-11 to
 * 2025-09-30 (Japan time, strictly between)".
 *
 * Reading: the spec gives two calendar dates and says "strictly between".
 * A bare date names 00:00 Japan time of that day (the same convention the
 * settings dates follow), and where the spec means a whole last day it says
 * so ("the end of lastDate" for maintenance). So both bounds are the
 * midnight instants and both are excluded: active from just after
 * 2025-07-11T00:00+09:00 until just before 2025-09-30T00:00+09:00, i.e. the
 * last full day is 9月29日. Pages print the period from this same data
 * (`additionalCampaignPeriodLabel`), so what visitors read and what the
 * estimate grants cannot drift apart. To include 9月30日 the business edits
 * `endsBefore` to '2025-10-01T00:00:00+09:00'.
 */
export const additionalCampaignPeriod: CampaignPeriod = {
  startsAfter: '2025-07-11T00:00:00+09:00',
  endsBefore: '2025-09-30T00:00:00+09:00',
};

/** True strictly inside the period; an unreadable period is never active. */
export function isWithinPeriod(now: Date, period: CampaignPeriod): boolean {
  const start = parseJstDateTime(period.startsAfter);
  const end = parseJstDateTime(period.endsBefore);
  if (!start || !end) return false;
  const t = now.getTime();
  return t > start.getTime() && t < end.getTime();
}

/**
 * Whether the 10,000-yen additional campaign applies at `now`.
 * @param period default `additionalCampaignPeriod`
 */
export function isAdditionalCampaignActive(
  now: Date,
  period: CampaignPeriod = additionalCampaignPeriod,
): boolean {
  return isWithinPeriod(now, period);
}

/** '2025年7月11日（金）～2025年9月29日（月）': first and last day on which the campaign applies. */
export function additionalCampaignPeriodLabel(period: CampaignPeriod = additionalCampaignPeriod): string {
  const start = parseJstDateTime(period.startsAfter);
  const end = parseJstDateTime(period.endsBefore);
  if (!start || !end) return '';
  // The last day is the one holding the final millisecond before the end.
  return `${formatJstDateJa(new Date(start.getTime() + 1))}～${formatJstDateJa(new Date(end.getTime() - 1))}`;
}

type Campaigns = PriceCatalog['campaigns'];

/** The cash backs of a fixed amount: the standard ones and the Web-only ones. */
function cashBackCampaigns(c: Campaigns): CampaignDefinition[] {
  return [
    {
      id: 'is50000CP',
      name: `${formatYen(c.is50000CP)}キャッシュバック`,
      description: `開通後に${formatYen(c.is50000CP)}をキャッシュバックします。`,
      benefit: 'cashBack',
      amount: c.is50000CP,
      months: null,
      eligibility: '新規でお申し込みいただき、開通された方',
      reason: 'キャッシュバックキャンペーンの対象となるお申し込みのため',
      route: '/campaign/cash-back/',
    },
    {
      id: 'is25000CP',
      name: `${formatYen(c.is25000CP)}キャッシュバック`,
      description: `他社からのお乗り換えで特典に「キャッシュバック」を選ぶと、開通後に${formatYen(c.is25000CP)}をキャッシュバックします。`,
      benefit: 'cashBack',
      amount: c.is25000CP,
      months: null,
      eligibility: '他社回線からお乗り換えで、光電話も同時にお申し込みの方',
      reason: 'お乗り換えの特典で「キャッシュバック」を選択したため',
      route: '/campaign/cash-back-2/',
    },
    {
      id: 'isOriginal30000CP',
      name: `Web限定 ${formatYen(c.isOriginal30000CP)}キャッシュバック`,
      description: `当サイトから10ギガプランをお申し込みで、お乗り換え特典と合わせて${formatYen(c.isOriginal30000CP)}をキャッシュバックします。`,
      benefit: 'cashBack',
      amount: c.isOriginal30000CP,
      months: null,
      eligibility: '当サイトから10ギガプランをお申し込みで、お乗り換え特典を選択した方',
      reason: 'Webから10ギガプランとお乗り換え特典を同時にお申し込みのため',
      route: '/campaign/original/',
    },
    {
      id: 'isOriginal25000CP',
      name: `Web限定 ${formatYen(c.isOriginal25000CP)}キャッシュバック`,
      description: `当サイトからお申し込みで、お乗り換え特典と合わせて${formatYen(c.isOriginal25000CP)}をキャッシュバックします。`,
      benefit: 'cashBack',
      amount: c.isOriginal25000CP,
      months: null,
      eligibility: '当サイトから1ギガプランをお申し込みで、お乗り換え特典を選択した方',
      reason: 'Webから1ギガプランとお乗り換え特典を同時にお申し込みのため',
      route: '/campaign/original/',
    },
    {
      id: 'isOriginal5000CP',
      name: `Web限定 ${formatYen(c.isOriginal5000CP)}キャッシュバック`,
      description: `当サイトからのお申し込みで${formatYen(c.isOriginal5000CP)}をキャッシュバックします。`,
      benefit: 'cashBack',
      amount: c.isOriginal5000CP,
      months: null,
      eligibility: '当サイトからお申し込みの方',
      reason: 'Webからのお申し込みのため',
      route: '/campaign/original/',
    },
  ];
}

/** The amounts added on top of the Web-only cash back (period, area, introducer). */
function addedCashBackCampaigns(c: Campaigns, period: CampaignPeriod): CampaignDefinition[] {
  return [
    {
      id: 'isOriginalAddCP',
      name: `期間限定 ${formatYen(c.additional)}追加キャッシュバック`,
      description: `${additionalCampaignPeriodLabel(period)}のお申し込みで、Web限定キャッシュバックに${formatYen(c.additional)}を上乗せします。`,
      benefit: 'cashBack',
      amount: c.additional,
      months: null,
      eligibility: `${additionalCampaignPeriodLabel(period)}に当サイトからお申し込みの方`,
      reason: `${additionalCampaignPeriodLabel(period)}にWebからお申し込みのため`,
      route: '/campaign/web-cash-back/',
    },
    {
      id: 'isOriginalLimitedAddCP',
      name: `エリア限定 ${formatYen(c.limitedAdditional)}追加キャッシュバック`,
      description: `対象エリアからのお申し込みで、Web限定キャッシュバックに${formatYen(c.limitedAdditional)}を上乗せします。`,
      benefit: 'cashBack',
      amount: c.limitedAdditional,
      months: null,
      eligibility: '対象エリアにお住まいで、当サイトからお申し込みの方',
      reason: 'キャンペーン対象エリアからのお申し込みのため',
      route: '/campaign/original/',
    },
    {
      id: 'isOriginalFriendCP',
      name: 'お友だち紹介キャッシュバック',
      description: `ご紹介コードを入力してお申し込みいただくと、${formatYen(c.friend)}をキャッシュバックします。ほかのキャッシュバックと合わせて受け取れます。`,
      benefit: 'cashBack',
      amount: c.friend,
      months: null,
      eligibility: '有効なご紹介コードを入力してお申し込みの方',
      reason: 'ご紹介コードを入力してお申し込みのため',
      route: '/campaign/original/',
    },
  ];
}

/** What lowers the monthly base fee, and the refund of the old line's fees on switching. */
function monthlyFeeCampaigns(c: Campaigns): CampaignDefinition[] {
  return [
    {
      id: 'isOneYear980CP',
      name: `1年間 月額${formatYen(c.oneYear980Monthly)}`,
      description: `基本料金が${c.oneYear980Months}ヶ月間${formatYen(c.oneYear980Monthly)}になります。`,
      benefit: 'monthlyPrice',
      amount: c.oneYear980Monthly,
      months: c.oneYear980Months,
      eligibility: '新規でお申し込みの方',
      reason: '料金シミュレーションの特典で選択したため',
      route: '/campaign/one-year-980/',
    },
    {
      id: 'is10GAnd980CP6',
      name: `10ギガ 1年間 月額${formatYen(c.oneYear980Monthly)}`,
      description: `10ギガプランの基本料金が${c.oneYear980Months}ヶ月間${formatYen(c.oneYear980Monthly)}になります。`,
      benefit: 'monthlyPrice',
      amount: c.oneYear980Monthly,
      months: c.oneYear980Months,
      eligibility: '10ギガプランを新規でお申し込みの方',
      reason: '10ギガプランと同時申込のため',
      route: '/campaign/one-year-980/',
    },
    {
      id: 'is1GAnd980CP6',
      name: `1ギガ 1年間 月額${formatYen(c.oneYear980Monthly)}`,
      description: `1ギガプランの基本料金が${c.oneYear980Months}ヶ月間${formatYen(c.oneYear980Monthly)}になります。`,
      benefit: 'monthlyPrice',
      amount: c.oneYear980Monthly,
      months: c.oneYear980Months,
      eligibility: '1ギガプランを新規でお申し込みの方',
      reason: '1ギガプランと同時申込のため',
      route: '/campaign/one-year-980/',
    },
    {
      id: 'isOneYearWariCP',
      name: '1年割',
      description: `他社からのお乗り換えで特典に「月額割引」を選ぶと、基本料金から${c.oneYearWariMonths}ヶ月間${formatYen(c.oneYearWariDiscount)}を割り引きます。`,
      benefit: 'monthlyDiscount',
      amount: c.oneYearWariDiscount,
      months: c.oneYearWariMonths,
      eligibility: '他社回線からお乗り換えで、光電話も同時にお申し込みの方',
      reason: 'お乗り換えの特典で「月額割引」を選択したため',
      route: '/campaign/one-year-wari/',
    },
    {
      id: 'isChangeCP',
      name: '乗り換えキャンペーン',
      description: `他社回線の解約金・撤去費用を最大${formatYen(c.changeRefundCap)}まで還元します。`,
      benefit: 'refundCap',
      amount: c.changeRefundCap,
      months: null,
      eligibility: '他社回線からお乗り換えで、光電話も同時にお申し込みの方',
      reason: '他社回線からのお乗り換えで、光電話も同時にお申し込みのため',
      route: '/campaign/change/',
    },
  ];
}

/** Free months and coupons that come with an option ordered at the same time. */
function optionCampaigns(c: Campaigns): CampaignDefinition[] {
  return [
    {
      id: 'isNetflixCP',
      name: 'Netflixパック 無料キャンペーン',
      description: `Netflixパックの月額料金が${c.netflixFreeMonths}ヶ月間無料になります。`,
      benefit: 'freeMonths',
      amount: null,
      months: c.netflixFreeMonths,
      eligibility: 'Netflixパック（プレミアム）を同時にお申し込みの方',
      reason: 'Netflixパック（プレミアム）と同時申込のため',
      route: '/campaign/video/',
    },
    {
      id: 'isVODCP',
      name: '動画配信サービス 無料キャンペーン',
      description: `動画配信オプションの月額料金が${c.netflixFreeMonths}ヶ月間無料になります。`,
      benefit: 'freeMonths',
      amount: null,
      months: c.netflixFreeMonths,
      eligibility: '動画配信オプションを同時にお申し込みの方',
      reason: '動画配信オプションと同時申込のため',
      route: '/campaign/option/',
    },
    {
      id: 'is10GAndNetflixCP',
      name: '10ギガ×Netflixプレミアム キャンペーン',
      description: `10ギガプランとNetflixパック（プレミアム）を一緒にお申し込みで、Netflixパックの月額料金が${c.netflix10GFreeMonths}ヶ月間無料になります。`,
      benefit: 'freeMonths',
      amount: null,
      months: c.netflix10GFreeMonths,
      eligibility: '10ギガプランとNetflixパック（プレミアム）を同時にお申し込みの方',
      reason: '10ギガプランとNetflixパック（プレミアム）の同時申込のため',
      route: '/campaign/video/',
    },
    {
      id: 'isAuCouponCP',
      name: `au PAY クーポン ${formatYen(c.auCoupon)}分`,
      description: `光電話を一緒にお申し込みで、au PAY クーポン${formatYen(c.auCoupon)}分をプレゼントします。`,
      benefit: 'coupon',
      amount: c.auCoupon,
      months: null,
      eligibility: '光電話を同時にお申し込みの方',
      reason: '光電話と同時申込のため',
      route: '/campaign/au-coupon/',
    },
    {
      id: 'is10GAndGigazoCP3',
      name: '10ギガ×ギガぞう キャンペーン',
      description: `10ギガプランと一緒にお申し込みで、ギガぞうの月額料金が${c.gigazoFreeMonths}ヶ月間無料になります。`,
      benefit: 'freeMonths',
      amount: null,
      months: c.gigazoFreeMonths,
      eligibility: '10ギガプランとギガぞうを同時にお申し込みの方',
      reason: '10ギガプランとギガぞうの同時申込のため',
      route: '/campaign/gigazo/',
    },
  ];
}

/** The campaigns every new application gets (no flag in campaign data). */
function standingCampaigns(catalog: PriceCatalog): CampaignDefinition[] {
  const term = catalog.termMonths;
  return [
    {
      id: 'construction',
      name: '開通工事費 実質無料',
      description: `開通工事費${formatYen(catalog.fees.installation)}を${term}ヶ月かけて毎月割り引き、実質無料にします（途中で解約された場合は残額をご請求します）。`,
      benefit: 'waiver',
      amount: catalog.fees.installation,
      months: term,
      eligibility: '新規でお申し込みの方',
      reason: `新規お申し込みのため（${term}ヶ月ご利用で実質無料）`,
      route: '/campaign/construction/',
    },
    {
      id: 'initialCost',
      name: '初期費用0円',
      description: `契約事務手数料${formatYen(catalog.fees.adminFee)}が無料になります。`,
      benefit: 'waiver',
      amount: catalog.fees.adminFee,
      months: null,
      eligibility: '新規でお申し込みの方',
      reason: '新規お申し込みのため',
      route: '/campaign/initial-cost/',
    },
    {
      id: 'router',
      name: '開通までモバイルルーター無料レンタル',
      description: '回線の開通まで、モバイルルーターを無料でお貸しします。',
      benefit: 'freeLoan',
      amount: null,
      months: null,
      eligibility: 'お申し込み時にモバイルルーターのレンタルを希望された方',
      reason: 'モバイルルーターのレンタルを希望されたため',
      route: '/campaign/router/',
    },
    {
      id: 'antenna',
      name: '地デジ簡易アンテナ無料貸し出し',
      description: '光テレビの開通まで、地上デジタル放送用の簡易アンテナを無料でお貸しします。',
      benefit: 'freeLoan',
      amount: null,
      months: null,
      eligibility: '光テレビを同時にお申し込みの方',
      reason: '光テレビと同時申込のため',
      route: '/campaign/antenna/',
    },
  ];
}

const definitionsByCatalog = new WeakMap<PriceCatalog, Map<string, readonly CampaignDefinition[]>>();

/**
 * Every campaign, priced from `catalog` (default `priceCatalog`). Kept per
 * catalog object and period: a price breakdown names its lines from them, and
 * a simulation prices many breakdowns with the same catalog.
 */
export function buildCampaignDefinitions(
  catalog: PriceCatalog = priceCatalog,
  period: CampaignPeriod = additionalCampaignPeriod,
): readonly CampaignDefinition[] {
  const periodKey = `${period.startsAfter}|${period.endsBefore}`;
  let byPeriod = definitionsByCatalog.get(catalog);
  const kept = byPeriod?.get(periodKey);
  if (kept) return kept;
  const c = catalog.campaigns;
  const definitions = [
    ...cashBackCampaigns(c),
    ...addedCashBackCampaigns(c, period),
    ...monthlyFeeCampaigns(c),
    ...optionCampaigns(c),
    ...standingCampaigns(catalog),
  ];
  if (!byPeriod) {
    byPeriod = new Map();
    definitionsByCatalog.set(catalog, byPeriod);
  }
  byPeriod.set(periodKey, definitions);
  return definitions;
}

/** The campaigns as the current catalog prices them. */
export const campaignDefinitions: readonly CampaignDefinition[] = buildCampaignDefinitions();

export function getCampaign(
  id: CampaignId,
  definitions: readonly CampaignDefinition[] = campaignDefinitions,
): CampaignDefinition {
  const found = definitions.find((campaign) => campaign.id === id);
  // Every CampaignId has a definition (tested), so this only fires on a broken edit.
  if (!found) throw new Error(`Unknown campaign: ${id}`);
  return found;
}
