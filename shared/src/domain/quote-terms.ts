// Facts of a quote that follow from the visitor's other answers rather than
// from a price choice: the holiday works fee when only weekend days are
// wished, the home-type price for a building the area master does not know,
// and the conditions a price carries (開通工事費 実質無料). The simulation,
// the application steps, the confirmation and the API's stored estimate all
// read them from here, so every place says and charges the same.

import type { AreaSearchResult, BuildingType } from './entities';
import { feeLabels, priceCatalog, type PriceCatalog } from './catalog';
import { formatYen } from './yen';

/** Wished works days on which the holiday works fee (休日工事費) applies. */
export const HOLIDAY_WORK_DAYS: readonly string[] = ['sat', 'sun'];

/**
 * True when the visitor's wished works days are all weekend days: the works
 * can then only happen on a holiday, so the holiday fee is part of the quote.
 * With at least one weekday the works are booked on a weekday and no fee
 * applies; with no days given (the simulation, before the question is asked)
 * undefined, and the visitor's own choice stands.
 */
export function holidayWorksFromWishedDays(days: readonly string[] | null | undefined): boolean | undefined {
  if (!days || days.length === 0) return undefined;
  return days.every((day) => HOLIDAY_WORK_DAYS.includes(day));
}

/**
 * What the wished works days change in a quote that priced holiday works
 * (休日工事) by the visitor's own choice: 'dropped' when the simulation
 * included the fee but a weekday is among the wished days (the works, and the
 * slots offered, are then on weekdays only, without the fee); null when the
 * days agree with the quote or are not asked yet. The form says so before the
 * terms step, where the fee would otherwise vanish without a word.
 */
export function holidayWorksChange(
  quotedHolidayWorks: boolean,
  wishedDays: readonly string[] | null | undefined,
): 'dropped' | null {
  return quotedHolidayWorks && holidayWorksFromWishedDays(wishedDays) === false ? 'dropped' : null;
}

/**
 * An apartment building the area master does not know: the area answer says
 * it is served the way a detached home is, so it is priced as a home.
 */
export function isUnregisteredBuilding(
  buildingType: BuildingType | number,
  area: Pick<AreaSearchResult, 'result' | 'isRegister'> | null | undefined,
): boolean {
  return buildingType === 1 && !!area && area.result === 'success' && area.isRegister !== true;
}

/** Building type the monthly fee is priced at: a home for an unregistered building. */
export function pricedBuildingType(plan: {
  buildingType: BuildingType | number;
  isMansionHome: boolean;
}): 0 | 1 {
  return plan.buildingType === 1 && !plan.isMansionHome ? 1 : 0;
}

export interface InstallmentPlan {
  total: number;
  months: number;
  /** First instalment: carries the yen that do not divide evenly. */
  first: number;
  /** Instalments 2…months. */
  monthly: number;
}

/** The net installation fee split over the contract term: 27,500円 / 24 → 1,165円 once, then 1,145円 × 23. */
export function installationInstallments(
  catalog: Pick<PriceCatalog, 'fees' | 'termMonths'> = priceCatalog,
): InstallmentPlan {
  const total = catalog.fees.installation;
  const months = catalog.termMonths;
  const monthly = Math.floor(total / months);
  return { total, months, first: total - monthly * (months - 1), monthly };
}

/**
 * What is still owed on the installation when the contract ends after
 * `monthsUsed` billed months (0 when none are left).
 */
export function installationBalance(
  monthsUsed: number,
  catalog: Pick<PriceCatalog, 'fees' | 'termMonths'> = priceCatalog,
): number {
  const plan = installationInstallments(catalog);
  if (monthsUsed <= 0) return plan.total;
  if (monthsUsed >= plan.months) return 0;
  return plan.total - plan.first - plan.monthly * (monthsUsed - 1);
}

/** A condition a quote carries, shown beside the price and stored with the estimate. */
export interface QuoteCondition {
  id: 'construction' | 'unregisteredBuilding';
  title: string;
  text: string;
}

/** 開通工事費 実質無料: what makes it free, and what is charged on early cancellation. */
export function constructionCondition(catalog: Pick<PriceCatalog, 'fees' | 'termMonths'>): QuoteCondition {
  const split = installationInstallments(catalog);
  return {
    id: 'construction',
    title: `${feeLabels.installation} 実質無料`,
    text:
      `${feeLabels.installation}${formatYen(split.total)}は${split.months}回の分割（初回${formatYen(split.first)}、2回目以降${formatYen(split.monthly)}）でご請求し、毎月同じ額を割り引くため実質無料です。` +
      `${split.months}ヶ月以内に解約された場合は、残りの分割払い分（割引はなくなります）を一括でご請求します。`,
  };
}

/** The caveat of the area answer for an unregistered building, and how it is priced. */
export function unregisteredBuildingCondition(): QuoteCondition {
  return {
    id: 'unregisteredBuilding',
    title: 'ご入力の建物は登録されていません',
    text:
      'エリア検索の結果、ご入力の建物は登録されていないため、戸建てと同じ方式でのご案内となります。' +
      '月額料金は戸建てタイプの料金でお見積もりしています。建物の設備によっては工事の前に現地調査を行い、' +
      '方式と料金が変わる場合は工事の前にお知らせします（お知らせした内容にご同意いただけない場合は、費用をいただかずにお申し込みを取り消せます）。',
  };
}
