// The three selling points of /special/lp2/, built from the price catalog and
// the campaign definitions, so a price or a campaign changed there changes
// here too. A standing campaign switched off in the catalog is not advertised.

import {
  additionalCampaignPeriod,
  basePlanPrice,
  buildCampaignDefinitions,
  formatYen,
  getCampaign,
  isAdditionalCampaignActive,
  paths,
  priceCatalog,
  type CampaignPeriod,
  type PriceCatalog,
} from '@hikari/shared/domain';
import { lp2PointCopy as copy } from '../../content/landing-content';

export interface SellingPoint {
  id: 'price' | 'cashBack' | 'startCost' | 'support';
  title: string;
  /** The headline figure, e.g. '月額4,070円から'. */
  figure: string;
  body: string;
  /** A time-limited extra, shown only while it runs. */
  note?: string;
  link: { to: string; label: string };
}

export interface SellingPointOptions {
  /** Default `priceCatalog`. */
  catalog?: PriceCatalog;
  /** The moment the page is shown, for the time-limited additional campaign. Default: now. */
  now?: Date;
  /** Default `additionalCampaignPeriod`. */
  period?: CampaignPeriod;
}

const amountOf = (amount: number | null) => formatYen(amount ?? 0);

export function sellingPoints({
  catalog = priceCatalog,
  now = new Date(),
  period = additionalCampaignPeriod,
}: SellingPointOptions = {}): SellingPoint[] {
  const campaigns = buildCampaignDefinitions(catalog, period);
  const campaign = (id: Parameters<typeof getCampaign>[0]) => getCampaign(id, campaigns);

  const prices = {
    home1G: basePlanPrice(0, 'plan1G', catalog),
    mansion1G: basePlanPrice(1, 'plan1G', catalog),
    home10G: basePlanPrice(0, 'plan10G', catalog),
    mansion10G: basePlanPrice(1, 'plan10G', catalog),
  };
  const price: SellingPoint = {
    id: 'price',
    title: copy.price.title,
    figure: copy.price.figure(formatYen(Math.min(...Object.values(prices)))),
    body: copy.price.body({
      home1G: formatYen(prices.home1G),
      mansion1G: formatYen(prices.mansion1G),
      home10G: formatYen(prices.home10G),
      mansion10G: formatYen(prices.mansion10G),
    }),
    link: { to: paths.plan, label: copy.price.link },
  };

  const base = campaign('isOriginal5000CP');
  const with10G = campaign('isOriginal30000CP');
  const with1G = campaign('isOriginal25000CP');
  const additional = campaign('isOriginalAddCP');
  const cashBack: SellingPoint = {
    id: 'cashBack',
    title: copy.cashBack.title,
    figure: copy.cashBack.figure(
      formatYen(Math.min(base.amount ?? 0, with10G.amount ?? 0, with1G.amount ?? 0)),
      formatYen(Math.max(base.amount ?? 0, with10G.amount ?? 0, with1G.amount ?? 0)),
    ),
    body: copy.cashBack.body({
      base: amountOf(base.amount),
      with10G: amountOf(with10G.amount),
      with1G: amountOf(with1G.amount),
    }),
    note: isAdditionalCampaignActive(now, period) ? additional.description : undefined,
    link: { to: with10G.route, label: copy.cashBack.link },
  };

  const construction = campaign('construction');
  const initialCost = campaign('initialCost');
  const { freeInstallation, zeroInitialCost } = catalog.standing;
  let third: SellingPoint;
  if (freeInstallation || zeroInitialCost) {
    const shown = [freeInstallation ? construction : null, zeroInitialCost ? initialCost : null].filter(
      (c): c is NonNullable<typeof c> => c !== null,
    );
    third = {
      id: 'startCost',
      title: copy.startCost.title([
        ...(freeInstallation ? [copy.startCost.constructionTitle] : []),
        ...(zeroInitialCost ? [copy.startCost.initialCostTitle] : []),
      ]),
      figure: freeInstallation
        ? copy.startCost.figure(amountOf(construction.amount))
        : copy.startCost.waiverFigure(amountOf(initialCost.amount)),
      body: shown.map((c) => c.description).join(''),
      link: { to: (shown[0] ?? construction).route, label: copy.startCost.link },
    };
  } else {
    // With no start-cost campaign running, the third reason is the support that comes with the line.
    const support = catalog.options.isAnshinSupport;
    const months = support.freeMonthsWithLine ?? 0;
    third = {
      id: 'support',
      title: copy.support.title,
      figure: copy.support.figure(months),
      body: copy.support.body(formatYen(support.monthly), months),
      link: { to: paths.option, label: copy.support.link },
    };
  }

  return [price, cashBack, third];
}
