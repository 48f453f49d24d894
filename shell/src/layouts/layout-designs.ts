import { paths, type Layout } from '@hikari/shared/domain/core';

export interface LayoutDesign {
  /** SiteHeader switches. */
  hasSubHeader: boolean;
  hasHeaderBtn: boolean;
  /** The campaign banner bar under the header. */
  banner: boolean;
  breadcrumbs: boolean;
  footer: 'full' | 'compact';
  /** Closing call to action under the page, for the browsing layouts. */
  callToAction: { text: string; label: string; to: string } | null;
}

const toSimulation = {
  text: '特典を含めた毎月のお支払い額は、料金シミュレーションですぐに確認できます。',
  label: '料金シミュレーション・お申し込み',
  to: paths.applyForm,
};

/**
 * The seven layouts of docs/business-rules.md#pages-and-layouts. Browsing layouts carry the full
 * header, the banner bar, breadcrumbs and the full footer; the task layouts
 * (simulation, apply) keep the visitor on the task; minimum is for pages
 * that are not part of the visitor's journey.
 */
/** What every browsing layout shows: the full header, the banner bar, breadcrumbs and the full footer. */
const browsing = {
  hasSubHeader: true,
  hasHeaderBtn: true,
  banner: true,
  breadcrumbs: true,
  footer: 'full',
} as const;

export const layoutDesigns: Record<Layout, LayoutDesign> = {
  default: { ...browsing, callToAction: null },
  campaign: { ...browsing, callToAction: toSimulation },
  option: {
    ...browsing,
    callToAction: {
      text: 'オプションは、ご契約中の方もWebから追加でお申し込みいただけます。',
      label: 'オプションのお申し込み',
      to: paths.optionApply,
    },
  },
  'set-wari': { ...browsing, callToAction: toSimulation },
  simulation: {
    hasSubHeader: false,
    hasHeaderBtn: true,
    // The banners link to this very page.
    banner: false,
    breadcrumbs: false,
    footer: 'full',
    callToAction: null,
  },
  apply: {
    hasSubHeader: false,
    hasHeaderBtn: true,
    banner: false,
    breadcrumbs: false,
    footer: 'compact',
    callToAction: null,
  },
  minimum: {
    hasSubHeader: false,
    hasHeaderBtn: false,
    banner: false,
    breadcrumbs: false,
    footer: 'compact',
    callToAction: null,
  },
};
