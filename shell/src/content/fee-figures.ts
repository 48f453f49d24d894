// Figures the pages print that follow from the catalog without being stored
// in it. The estimate only needs the installation fee as a whole (it is
// written off in full over the term), but the plan, cancellation and
// construction pages must say what one monthly instalment is and what is
// left to pay on an early exit, so the split is worked out here, once, from
// `priceCatalog`.

import { formatYen, priceCatalog, type PriceCatalog, type VariantPrice } from '@hikari/shared/domain/core';

// The instalment split lives in the shared domain (the estimate states it as the
// 実質無料 condition); the pages here read the same one.
export {
  installationBalance,
  installationInstallments,
  type InstallmentPlan,
} from '@hikari/shared/domain/core';

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
