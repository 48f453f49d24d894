// Figures the pages print that follow from the catalog without being stored
// in it. The estimate only needs the installation fee as a whole (it is
// written off in full over the term), but the plan, cancellation and
// construction pages must say what one monthly instalment is and what is
// left to pay on an early exit, so the split is worked out here, once, from
// `priceCatalog`.

import { formatYen, priceCatalog, type PriceCatalog, type VariantPrice } from '@hikari/shared/domain';

export interface InstallmentPlan {
  total: number;
  months: number;
  /** First instalment: carries the yen that do not divide evenly. */
  first: number;
  /** Instalments 2…months. */
  monthly: number;
}

/** The net installation fee split over the contract term: 27,500円 / 24 → 1,165円 once, then 1,145円 × 23. */
export function installationInstallments(catalog: PriceCatalog = priceCatalog): InstallmentPlan {
  const total = catalog.fees.installation;
  const months = catalog.termMonths;
  const monthly = Math.floor(total / months);
  return { total, months, first: total - monthly * (months - 1), monthly };
}

/**
 * What is still owed on the installation when the contract ends after
 * `monthsUsed` billed months (0 when none are left).
 */
export function installationBalance(monthsUsed: number, catalog: PriceCatalog = priceCatalog): number {
  const plan = installationInstallments(catalog);
  if (monthsUsed <= 0) return plan.total;
  if (monthsUsed >= plan.months) return 0;
  return plan.total - plan.first - plan.monthly * (monthsUsed - 1);
}

/** '24ヶ月（2年）', or '18ヶ月' when the term is not whole years. */
export function termLabel(catalog: PriceCatalog = priceCatalog): string {
  const months = catalog.termMonths;
  return months % 12 === 0 ? `${months}ヶ月（${months / 12}年）` : `${months}ヶ月`;
}

/** '月額1,590円' or, for a plan paid once a year, '年額32,000円'. */
export function variantPriceLabel(variant: VariantPrice): string {
  if (variant.monthly !== undefined) return `月額${formatYen(variant.monthly)}`;
  return variant.yearly !== undefined ? `年額${formatYen(variant.yearly)}` : '';
}
