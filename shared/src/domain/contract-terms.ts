// The terms of a contract, each stated once (docs/business-rules.md#contract-terms):
// the important matters (important-matters.ts), the works calendar, a
// campaign's period (campaignPeriodTerm) and every page render them from
// here. Not part of the domain's core: the site's start never states a term,
// and a shell page that does imports @hikari/shared/domain/contract-terms.
import type { CampaignId } from './campaigns';
import {
  OFFER_CAMPAIGN_IDS,
  offeredCampaign,
  type CampaignOffer,
  type OfferCampaignId,
} from './campaign-offer';
import { priceCatalog } from './catalog';
import { COMPANY_NAME, companyAddress, phoneWindows } from './company';
import { formatJstDateJa, parseJstDateTime } from './japan-time';
import { PAYMENT_TYPES, PAYMENT_TYPE_LABELS } from './payment-methods';

/** A booked slot can be changed or cancelled until this hour (Japan time)… */
export const SLOT_CHANGE_HOUR = 19;
/** …this many days before the works day. */
export const SLOT_CHANGE_DAYS_BEFORE = 4;

/** How a booked works slot is changed or cancelled (the works calendar keeps to it). */
export const SLOT_CHANGE_RULE = `工事日の変更・取り消しは、工事日の${SLOT_CHANGE_DAYS_BEFORE}日前の${SLOT_CHANGE_HOUR}:00まで、お申し込み状況のページでできます。それ以降はサポートセンターへお電話ください。`;

/** Days of 初期契約解除制度 (Telecommunications Business Act, art. 26-3). */
export const COOLING_OFF_DAYS = 8;

const WORKS_DAY_TO_ARRANGE =
  'お申し込みの後、担当者がお電話でご都合を伺って工事日を決めます。お申し込み状況のページから、空いている日時を予約することもできます。';

/**
 * The terms of a contract, each stated once, in the words every page, the FAQ,
 * the application steps, the status page and the contract document use
 * (docs/business-rules.md#contract-terms). A page that states one of them
 * renders it from here; terms-wording.test.ts fails on a source file that
 * states one in words of its own.
 */
export const contractTerms = {
  /** When the monthly charge starts. */
  billingStart:
    '月額料金は、回線が開通した日からかかります。開通した月の分は、開通日から月末までの日数で日割りして計算します。',
  /** The contract period, counted from the month the line opens. */
  contractPeriod: (termMonths: number = priceCatalog.termMonths) =>
    `契約期間は、回線が開通した月を1ヶ月目として${termMonths}ヶ月間です。`,
  /** The cancellation charge by the month the contract ends in. */
  earlyTermination: (termMonths: number = priceCatalog.termMonths) =>
    `${termMonths}ヶ月目までに解約された場合は、契約解除料として月額基本料金の1ヶ月分をいただきます。${termMonths + 1}ヶ月目以降の解約には、契約解除料はかかりません。`,
  /** 初期契約解除: from when it may be used. */
  coolingOffPeriod: (days: number = COOLING_OFF_DAYS) =>
    `初期契約解除制度により、契約書面を受け取った日とサービスの提供が始まった日のいずれか遅い日から数えて${days}日が経過するまでは、当社の合意がなくても、書面または電磁的記録によるお申し出でご契約を解除できます。`,
  /** 初期契約解除: how it is asked for. */
  coolingOffHow: `お申し出は、${COMPANY_NAME} サポートセンター、または当社の所在地（〒${companyAddress.postalCode} ${companyAddress.address}）あての書面でお受けします。`,
  /** 初期契約解除: what is still charged. */
  coolingOffCharges:
    '初期契約解除の場合、契約解除料はかかりません。ただし、解除までにご利用いただいた期間の料金、すでに実施した工事の費用、契約事務手数料はご負担いただく場合があります。',
  /** Who must be there on the works day. */
  worksAttendance: '工事には、ご契約者さままたはご家族（18歳以上の方）の立ち会いが必要です。',
  /** How the works day is fixed when it was not booked with the application. */
  worksDayToArrange: WORKS_DAY_TO_ARRANGE,
  /** How and when the works day is fixed. */
  worksDay: `工事日は、お申し込みの画面で空いている日時から予約できます。予約しなかった場合は、${WORKS_DAY_TO_ARRANGE}${SLOT_CHANGE_RULE}`,
  /** How the fees are paid: the choices of the application form. */
  paymentMethods: `お支払いは口座振替です。お申し込みの画面で、${PAYMENT_TYPES.map((type) => `「${PAYMENT_TYPE_LABELS[type]}」`).join('または')}をお選びいただけます。クレジットカードでのお支払いには対応していません。`,
  /** How and when a cash back is paid. */
  cashBackPayment:
    'キャッシュバックは、回線の開通後にお支払いします。お申し込み状況が「ご利用開始」になったときにお送りするメールで、金額とお受け取りの手続きをご案内します。',
  /** How a cash back is claimed once the line is open (the 「ご利用開始」 mail and the status page say it). */
  cashBackClaim: `キャッシュバックのお受け取りには、${phoneWindows.support.name}（${phoneWindows.support.number}）へお電話で、受付番号とお振り込み先の口座をお知らせください。口座を確かめたのち、その口座へお振り込みします。`,
  /** How and when the switching campaign's refund is paid. */
  changeRefundPayment: (cap: string) =>
    `他社回線の解約金・撤去費用の還元は、回線の開通後にお支払いします。開通の後、他社の解約金・撤去費用がわかる書類（請求書や明細の写しなど）を当社の所在地（〒${companyAddress.postalCode} ${companyAddress.address}）あてに郵送し、お振り込み先の口座を${phoneWindows.support.name}（${phoneWindows.support.number}）へお電話でお知らせください。書類を確かめたのち、${cap}を上限にその口座へお振り込みします。`,
  /** A campaign whose end the offer does not give. */
  campaignNoEnd: '終了日は決まり次第このページでお知らせします。',
} as const;

/**
 * A campaign's period as every page states it, from the offer in force:
 * '2025年7月11日（金）～2025年9月29日（月）' with both ends; with no end, that
 * the end is not fixed yet. A campaign outside the offer's switches (the
 * standing campaigns, the referral) runs without an end date.
 */
export function campaignPeriodTerm(offer: CampaignOffer, id: CampaignId): string {
  const offered = (OFFER_CAMPAIGN_IDS as readonly string[]).includes(id);
  const entry = offered ? offeredCampaign(offer, id as OfferCampaignId) : null;
  if (offered && !entry) return 'このキャンペーンは現在実施していません。';
  const start = parseJstDateTime(entry?.startsAfter ?? null);
  const end = parseJstDateTime(entry?.endsBefore ?? null);
  // The first and last days on which the campaign runs (it runs strictly between the instants).
  const first = start ? formatJstDateJa(new Date(start.getTime() + 1)) : null;
  const last = end ? formatJstDateJa(new Date(end.getTime() - 1)) : null;
  if (first && last) return `${first}～${last}`;
  if (last) return `${last}まで`;
  return `${first ? `${first}から実施中です。` : '実施中です。'}${contractTerms.campaignNoEnd}`;
}
