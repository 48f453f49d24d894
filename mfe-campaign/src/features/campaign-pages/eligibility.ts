// Whether a page's benefit applies to the visitor's current simulation.
//
// Where the estimate of spec section 4 decides a campaign, the verdict reads
// the flag the estimate grants (SimulationView.offered), so a page and the
// simulation's list of applied campaigns always agree. The others follow the
// conditions of their definitions: the standing campaigns the catalog's
// switches, the additional cash back its period, and the choices the
// estimate does not turn into a campaign flag (TV for the antenna, gigazo
// with 10G, phone for the bundle discounts).

import {
  additionalCampaignPeriod,
  additionalCampaignPeriodLabel,
  basePlanPrice,
  formatYen,
  getCampaign,
  isAdditionalCampaignActive,
  parseJstDateTime,
  priceCatalog,
  paths,
  type CampaignId,
  type FlagCampaignId,
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
const nameOf = (id: CampaignId) => getCampaign(id).name;
const is10G = (view: SimulationView) => view.planData.selectedPlan === 'plan10G';
const hasPhone = (view: SimulationView) => view.planData.baseMenu !== 0;
const hasTV = (view: SimulationView) => view.planData.baseMenu === 2;

/** Why the switching campaign, and the benefits that hang on it, is not granted. */
function switchingMissing(view: SimulationView): Verdict {
  return no(view.campaignData.baseCampaign.isChangeCP ? copy.needsPhoneForSwitch : copy.needsSwitch);
}

/** One campaign granted by the estimate, or the page's reason why not. */
function grantedOr(view: SimulationView, id: FlagCampaignId, otherwise: () => Verdict): Verdict {
  return view.offered[id] ? yes(copy.granted([nameOf(id)])) : otherwise();
}

function standing(on: boolean): Verdict {
  return on ? yes(copy.newApplication) : no(copy.standingEnded);
}

const ORIGINAL_IDS = [
  'isOriginal30000CP',
  'isOriginal25000CP',
  'isOriginal5000CP',
  'isOriginalLimitedAddCP',
] as const;

export const campaignVerdicts: Record<CampaignPagePath, Rule> = {
  '/campaign/original/': (view) => {
    const granted = ORIGINAL_IDS.filter((id) => view.offered[id]).map(nameOf);
    if (granted.length === 0) return no(copy.notOnOffer);
    const text = copy.originalGranted(granted);
    if (!view.offered.isOriginal5000CP) return yes(text);
    return yes(
      `${text} ${copy.originalUpgrade(nameOf(is10G(view) ? 'isOriginal30000CP' : 'isOriginal25000CP'))}`,
    );
  },
  // The estimate never sets is50000CP itself; the site offers it as a base campaign.
  '/campaign/cash-back/': (view) =>
    view.offered.is50000CP || view.campaignData.baseCampaign.is50000CP
      ? yes(copy.granted([nameOf('is50000CP')]))
      : no(copy.notOnOffer),
  '/campaign/cash-back-2/': (view) =>
    grantedOr(view, 'is25000CP', () =>
      view.offered.isOneYearWariCP
        ? no(copy.policyIsPrice(nameOf('isOneYearWariCP')))
        : switchingMissing(view),
    ),
  '/campaign/web-cash-back/': (view) => {
    const period = additionalCampaignPeriodLabel();
    if (isAdditionalCampaignActive(view.now))
      return yes(copy.additionalActive(period, nameOf('isOriginalAddCP')));
    const start = parseJstDateTime(additionalCampaignPeriod.startsAfter);
    const notYet = start !== null && view.now.getTime() <= start.getTime();
    return no(notYet ? copy.additionalNotYet(period) : copy.additionalEnded(period));
  },
  '/campaign/change/': (view) =>
    view.offered.isChangeCP
      ? yes(copy.changeGranted(benefitAmountLabel(getCampaign('isChangeCP')) ?? ''))
      : switchingMissing(view),
  '/campaign/start-wari/': (view) =>
    is10G(view)
      ? yes(copy.startWariGranted(formatYen(basePlanPrice(view.planData.buildingType, 'plan10G'))))
      : no(copy.needs10G),
  '/campaign/one-year-980/': (view) => {
    const granted = (['is10GAnd980CP6', 'is1GAnd980CP6'] as const).find((id) => view.offered[id]);
    return granted ? yes(copy.granted([nameOf(granted)])) : no(copy.notOnOffer);
  },
  '/campaign/one-year-wari/': (view) =>
    grantedOr(view, 'isOneYearWariCP', () =>
      view.offered.is25000CP ? no(copy.policyIsBenefits(nameOf('is25000CP'))) : switchingMissing(view),
    ),
  '/campaign/construction/': () => standing(priceCatalog.standing.freeInstallation),
  '/campaign/initial-cost/': () => standing(priceCatalog.standing.zeroInitialCost),
  '/campaign/router/': () => yes(copy.routerAvailable),
  '/campaign/antenna/': (view) => (hasTV(view) ? yes(copy.antennaGranted) : no(copy.needsTV)),
  '/campaign/video/': (view) =>
    grantedOr(view, 'is10GAndNetflixCP', () => {
      if (is10G(view)) return no(copy.needsPremium);
      const netflix = getCampaign('isNetflixCP');
      const fallback = view.offered.isNetflixCP
        ? ` ${copy.netflixFallback(netflix.name, netflix.months ?? 0)}`
        : '';
      return no(`${copy.needs10G}${fallback}`);
    }),
  '/campaign/option/': (view) => grantedOr(view, 'isVODCP', () => no(copy.needsPremium)),
  // The estimate has no rule that sets is10GAndGigazoCP3, so the definition's own condition decides.
  '/campaign/gigazo/': (view) => {
    if (!is10G(view)) return no(copy.needs10G);
    return view.planData.isGigazo ? yes(copy.granted([nameOf('is10GAndGigazoCP3')])) : no(copy.needsGigazo);
  },
  '/campaign/au-coupon/': (view) =>
    view.offered.isAuCouponCP ? yes(copy.auCouponGranted(nameOf('isAuCouponCP'))) : no(copy.needsPhone),
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
