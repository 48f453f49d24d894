// Whether a page's benefit applies to the visitor's current simulation.
//
// A page says "applies" exactly when the estimate's list of applied campaigns
// (the price breakdown of the shared simulate, which the simulation page shows
// and the API stores) holds a campaign this page explains (the definition's
// route), so a page, the simulation and the stored quote always agree. When
// none applies, the page says why: not on offer now (the offer served with the
// settings), outside its area, or which choice would make it apply. The pages
// that explain a price rule or a loan rather than a campaign of the estimate
// (start-wari, giga-triple, router, antenna) follow their own conditions.

import {
  basePlanPrice,
  campaignOfferStatus,
  combinationRule,
  combinationRuleText,
  formatYen,
  getCampaign,
  offerPeriod,
  additionalCampaignPeriodLabel,
  priceCatalog,
  paths,
  type CampaignId,
  type OfferCampaignId,
} from '@hikari/shared/domain';
import { benefitAmountLabel } from '../../content/benefit-copy';
import type { CampaignPagePath } from '../../content/campaign-pages';
import { eligibilityCopy as copy } from '../../content/eligibility-copy';
import { setWariPageOf, type SetWariPath } from '../../content/set-wari-pages';
import type { SimulationView } from './simulation-view';

export interface Verdict {
  applies: boolean;
  /** What applies, or what would make it apply. */
  detail: string;
}

type Rule = (view: SimulationView) => Verdict;

const yes = (detail: string): Verdict => ({ applies: true, detail });
const no = (detail: string): Verdict => ({ applies: false, detail });
const nameOf = (view: SimulationView, id: CampaignId) => getCampaign(id, view.definitions).name;
const is10G = (view: SimulationView) => view.planData.selectedPlan === 'plan10G';
const hasPhone = (view: SimulationView) => view.planData.baseMenu !== 0;
const hasTV = (view: SimulationView) => view.planData.baseMenu === 2;

/** Campaigns of the estimate's applied list that this page explains. */
function appliedHere(view: SimulationView, path: CampaignPagePath): CampaignId[] {
  return view.applied.filter((id) => getCampaign(id, view.definitions).route === path);
}

/** Why a campaign of the offer does not reach this visitor now, or null when it is on offer to them. */
function unavailable(view: SimulationView, id: OfferCampaignId): Verdict | null {
  const status = campaignOfferStatus(view.offer, id, view.now, view.campaignAddress);
  switch (status) {
    case 'offered':
      return null;
    case 'outsideArea':
      return no(view.campaignAddress ? copy.outsideArea : copy.needsAreaSearch);
    case 'notYet': {
      const period = offerPeriod(view.offer, id);
      return no(period ? copy.additionalNotYet(additionalCampaignPeriodLabel(period)) : copy.standingEnded);
    }
    default:
      return no(copy.standingEnded);
  }
}

/** Why the switching campaign, and the benefits that hang on it, is not granted. */
function switchingMissing(view: SimulationView): Verdict {
  return (
    unavailable(view, 'isChangeCP') ??
    no(view.campaignData.baseCampaign.isChangeCP ? copy.needsPhoneForSwitch : copy.needsSwitch)
  );
}

/** The page's campaigns the estimate applies, or the page's reason why not. */
function estimateRule(
  path: CampaignPagePath,
  otherwise: Rule,
  granted?: (view: SimulationView, names: string[]) => string,
): Rule {
  return (view) => {
    const ids = appliedHere(view, path);
    if (ids.length === 0) return otherwise(view);
    const names = ids.map((id) => nameOf(view, id));
    return yes(granted ? granted(view, names) : copy.granted(names));
  };
}

function standing(on: boolean): Verdict {
  return on ? yes(copy.newApplication) : no(copy.standingEnded);
}

/** The one-year 980 and the 50,000-yen cash back are chosen as the base campaign in the simulation. */
function baseChoiceMissing(view: SimulationView, ids: ('isOneYear980CP' | 'is50000CP')[]): Verdict {
  const offered = ids.filter((id) => unavailable(view, id) === null);
  if (offered.length === 0) return unavailable(view, ids[0]!) ?? no(copy.standingEnded);
  return no(copy.needsBaseChoice(offered.map((id) => nameOf(view, id))));
}

export const campaignVerdicts: Record<CampaignPagePath, Rule> = {
  '/campaign/original/': estimateRule(
    '/campaign/original/',
    () => no(copy.notOnOffer),
    (view, names) => {
      const text = copy.originalGranted(names);
      if (!view.applied.includes('isOriginal5000CP')) return text;
      return `${text} ${copy.originalUpgrade(nameOf(view, is10G(view) ? 'isOriginal30000CP' : 'isOriginal25000CP'))}`;
    },
  ),
  '/campaign/cash-back/': estimateRule('/campaign/cash-back/', (view) =>
    baseChoiceMissing(view, ['is50000CP']),
  ),
  '/campaign/cash-back-2/': estimateRule(
    '/campaign/cash-back-2/',
    (view) =>
      unavailable(view, 'is25000CP') ??
      // Chosen, but not paid next to the 50,000-yen cash back: the rule says why.
      (view.offered.is25000CP
        ? no(combinationRuleText(combinationRule('cashBack'), view.definitions))
        : view.offered.isOneYearWariCP
          ? no(copy.policyIsPrice(nameOf(view, 'isOneYearWariCP')))
          : switchingMissing(view)),
  ),
  '/campaign/web-cash-back/': estimateRule(
    '/campaign/web-cash-back/',
    (view) => {
      const status = campaignOfferStatus(view.offer, 'isOriginalAddCP', view.now, view.campaignAddress);
      const period = offerPeriod(view.offer, 'isOriginalAddCP');
      const label = period ? additionalCampaignPeriodLabel(period) : '';
      if (status === 'notYet') return no(copy.additionalNotYet(label));
      if (status === 'ended' && label) return no(copy.additionalEnded(label));
      return unavailable(view, 'isOriginalAddCP') ?? no(copy.standingEnded);
    },
    (view, names) => {
      const period = offerPeriod(view.offer, 'isOriginalAddCP');
      return copy.additionalActive(period ? additionalCampaignPeriodLabel(period) : '', names.join('と'));
    },
  ),
  '/campaign/change/': estimateRule('/campaign/change/', switchingMissing, (view) =>
    copy.changeGranted(benefitAmountLabel(getCampaign('isChangeCP', view.definitions)) ?? ''),
  ),
  '/campaign/start-wari/': (view) =>
    is10G(view)
      ? yes(copy.startWariGranted(formatYen(basePlanPrice(view.planData.buildingType, 'plan10G'))))
      : no(copy.needs10G),
  '/campaign/one-year-980/': estimateRule('/campaign/one-year-980/', (view) => {
    // Chosen, but the estimate's cheaper first-year price (1年割) won.
    if (view.offered.is10GAnd980CP6 || view.offered.is1GAnd980CP6) return no(copy.notOnOffer);
    return baseChoiceMissing(view, ['isOneYear980CP']);
  }),
  '/campaign/one-year-wari/': estimateRule('/campaign/one-year-wari/', (view) => {
    if (view.offered.isOneYearWariCP) {
      // Granted, but the 980 base fee is lower and the two do not stack.
      return no(copy.beatenBy980(nameOf(view, is10G(view) ? 'is10GAnd980CP6' : 'is1GAnd980CP6')));
    }
    return (
      unavailable(view, 'isOneYearWariCP') ??
      (view.offered.is25000CP ? no(copy.policyIsBenefits(nameOf(view, 'is25000CP'))) : switchingMissing(view))
    );
  }),
  '/campaign/construction/': () => standing(priceCatalog.standing.freeInstallation),
  '/campaign/initial-cost/': (view) =>
    priceCatalog.standing.zeroInitialCost && view.oneTimePayable > 0
      ? yes(copy.adminFeeOnly(formatYen(view.oneTimePayable)))
      : standing(priceCatalog.standing.zeroInitialCost),
  '/campaign/router/': () => yes(copy.routerAvailable),
  '/campaign/antenna/': (view) => (hasTV(view) ? yes(copy.antennaGranted) : no(copy.needsTV)),
  '/campaign/video/': estimateRule(
    '/campaign/video/',
    (view) => unavailable(view, is10G(view) ? 'is10GAndNetflixCP' : 'isNetflixCP') ?? no(copy.needsPremium),
    (view, names) => {
      if (view.applied.includes('is10GAndNetflixCP')) return copy.granted(names);
      // 1G with premium: the 6-month offer applies; 10G would make it 12 months.
      const netflix10G = getCampaign('is10GAndNetflixCP', view.definitions);
      return `${copy.granted(names)} ${copy.netflix10GUpgrade(netflix10G.name, netflix10G.months ?? 0)}`;
    },
  ),
  '/campaign/option/': estimateRule(
    '/campaign/option/',
    (view) => unavailable(view, 'isVODCP') ?? no(copy.needsVideo),
  ),
  '/campaign/gigazo/': estimateRule(
    '/campaign/gigazo/',
    (view) => unavailable(view, 'is10GAndGigazoCP3') ?? no(is10G(view) ? copy.needsGigazo : copy.needs10G),
  ),
  '/campaign/au-coupon/': estimateRule(
    '/campaign/au-coupon/',
    (view) => unavailable(view, 'isAuCouponCP') ?? no(copy.needsPhone),
    (view) => copy.auCouponGranted(nameOf(view, 'isAuCouponCP')),
  ),
  '/campaign/giga-triple/': (view) => (hasTV(view) ? yes(copy.tripleGranted) : no(copy.needsTV)),
};

function setWari(path: SetWariPath): Rule {
  const { carrier } = setWariPageOf(path);
  return (view) => (hasPhone(view) ? yes(copy.setWariGranted(carrier)) : no(copy.needsPhone));
}

export const setWariVerdicts: Record<SetWariPath, Rule> = {
  [paths.setWariSmartValue]: setWari(paths.setWariSmartValue),
  [paths.setWariZitaku]: setWari(paths.setWariZitaku),
};
