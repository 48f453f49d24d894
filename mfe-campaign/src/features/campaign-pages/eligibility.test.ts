import {
  additionalCampaignPeriod,
  combinationRule,
  combinationRuleText,
  defaultCampaignData,
  defaultCampaignOffer,
  defaultPlanData,
  getCampaign,
  jstInstant,
  parseJstDateTime,
  type CampaignAddress,
  type CampaignData,
  type CampaignOffer,
  type PlanData,
} from '@hikari/shared/domain';
import { eligibilityCopy } from '../../content/eligibility-copy';
import { campaignVerdicts, setWariVerdicts } from './eligibility';
import { simulationView, type SimulationView } from './simulation-view';

const AFTER_ADDITIONAL = jstInstant(2026, 11, 22, 12);

function view(
  plan: Partial<PlanData> = {},
  campaign: Partial<CampaignData> = {},
  now: Date = AFTER_ADDITIONAL,
  offer: CampaignOffer = defaultCampaignOffer,
  campaignAddress: CampaignAddress | null = null,
): SimulationView {
  return simulationView(
    { ...defaultPlanData, ...plan },
    { ...defaultCampaignData, ...campaign },
    { now, offer, campaignAddress },
  );
}

const switching = { baseCampaign: { ...defaultCampaignData.baseCampaign, isChangeCP: true } };
const name = (id: Parameters<typeof getCampaign>[0]) => getCampaign(id).name;

describe('campaign verdicts', () => {
  it('/campaign/initial-cost/ says only the admin fee is waived when other initial costs are charged', () => {
    expect(campaignVerdicts['/campaign/initial-cost/'](view()).detail).toBe(eligibilityCopy.newApplication);
    const withTv = campaignVerdicts['/campaign/initial-cost/'](
      view({ baseMenu: 2, isPhone: true, isTV: true }),
    );
    expect(withTv.detail).toBe(eligibilityCopy.adminFeeOnly('20,570円'));
  });

  it.each([
    ['10G with Netflix premium', true, { selectedPlan: 'plan10G', netflixPlan: 'premium' }],
    ['10G without a streaming pack', false, { selectedPlan: 'plan10G' }],
    ['10G with the standard pack', false, { selectedPlan: 'plan10G', netflixPlan: 'normal' }],
    [
      '1G with Netflix premium (the 6-month offer the page also explains)',
      true,
      { selectedPlan: 'plan1G', netflixPlan: 'premium' },
    ],
    ['1G without a pack', false, { selectedPlan: 'plan1G' }],
  ] as const)('/campaign/video/ (10G only): %s → applies %s', (_label, applies, plan) => {
    expect(campaignVerdicts['/campaign/video/'](view(plan)).applies).toBe(applies);
  });

  it('tells a 1G visitor with premium which free months they get, and what 10G would add', () => {
    const verdict = campaignVerdicts['/campaign/video/'](
      view({ selectedPlan: 'plan1G', netflixPlan: 'premium' }),
    );
    expect(verdict.detail).toContain(name('isNetflixCP'));
    expect(verdict.detail).toContain(name('is10GAndNetflixCP'));
  });

  it('judges the choices the store holds now, not campaign flags left over from an earlier confirmation', () => {
    const stale = { ...defaultCampaignData, is10GAndNetflixCP: true, isNetflixCP: true, isVODCP: true };
    const verdict = campaignVerdicts['/campaign/video/'](view({ selectedPlan: 'plan1G' }, stale));
    expect(verdict.applies).toBe(false);
  });

  it('treats a 10G choice outside a 10G area as 1G, as the simulation does', () => {
    const verdict = campaignVerdicts['/campaign/start-wari/'](view({ selectedPlan: 'plan10G', ereaType: 1 }));
    expect(verdict).toEqual({ applies: false, detail: eligibilityCopy.needs10G });
  });

  it.each([
    ['10G + gigazo', { selectedPlan: 'plan10G', isGigazo: true }, true, name('is10GAndGigazoCP3')],
    ['10G without gigazo', { selectedPlan: 'plan10G' }, false, eligibilityCopy.needsGigazo],
    ['1G + gigazo', { selectedPlan: 'plan1G', isGigazo: true }, false, eligibilityCopy.needs10G],
  ] as const)('/campaign/gigazo/: %s', (_label, plan, applies, detail) => {
    const verdict = campaignVerdicts['/campaign/gigazo/'](view(plan));
    expect(verdict.applies).toBe(applies);
    expect(verdict.detail).toContain(detail);
  });

  describe('switching benefits', () => {
    it.each([
      ['/campaign/change/', 'price', true],
      ['/campaign/cash-back-2/', 'benefits', true],
      ['/campaign/cash-back-2/', 'price', false],
      ['/campaign/one-year-wari/', 'price', true],
      ['/campaign/one-year-wari/', 'benefits', false],
    ] as const)('%s with phone and policy %s → applies %s', (path, campaignPolicy, applies) => {
      const verdict = campaignVerdicts[path](view({ baseMenu: 1 }, { ...switching, campaignPolicy }));
      expect(verdict.applies).toBe(applies);
    });

    it('names the benefit the other policy gives instead', () => {
      const price = campaignVerdicts['/campaign/cash-back-2/'](
        view({ baseMenu: 1 }, { ...switching, campaignPolicy: 'price' }),
      );
      expect(price.detail).toBe(eligibilityCopy.policyIsPrice(name('isOneYearWariCP')));
    });

    it('asks for the switch when it is not chosen, and for phone when the menu is net only', () => {
      expect(campaignVerdicts['/campaign/change/'](view({ baseMenu: 1 })).detail).toBe(
        eligibilityCopy.needsSwitch,
      );
      expect(campaignVerdicts['/campaign/change/'](view({ baseMenu: 0 }, switching)).detail).toBe(
        eligibilityCopy.needsPhoneForSwitch,
      );
    });
  });

  it.each([
    ['10G switching with phone', 'isOriginal30000CP', { selectedPlan: 'plan10G', baseMenu: 1 }, switching],
    ['1G switching with phone', 'isOriginal25000CP', { selectedPlan: 'plan1G', baseMenu: 1 }, switching],
    ['no switch', 'isOriginal5000CP', { selectedPlan: 'plan10G', baseMenu: 1 }, {}],
  ] as const)('/campaign/original/: %s gets %s', (_label, id, plan, campaign) => {
    const verdict = campaignVerdicts['/campaign/original/'](view(plan, campaign));
    expect(verdict.applies).toBe(true);
    expect(verdict.detail).toContain(eligibilityCopy.originalGranted([name(id)]));
  });

  it('/campaign/one-year-980/ applies only when the 980 campaign is chosen, in the variant of the plan', () => {
    expect(campaignVerdicts['/campaign/one-year-980/'](view())).toEqual({
      applies: false,
      detail: eligibilityCopy.needsBaseChoice([name('isOneYear980CP')]),
    });
    // The 50,000-yen cash back is the other choice: it does not bring the 980 price.
    const cash = { baseCampaign: { ...defaultCampaignData.baseCampaign, is50000CP: true } };
    expect(campaignVerdicts['/campaign/one-year-980/'](view({}, cash)).applies).toBe(false);
    const offered = { baseCampaign: { ...defaultCampaignData.baseCampaign, isOneYear980CP: true } };
    expect(campaignVerdicts['/campaign/one-year-980/'](view({ selectedPlan: 'plan1G' }, offered))).toEqual({
      applies: true,
      detail: eligibilityCopy.granted([name('is1GAnd980CP6')]),
    });
  });

  describe('/campaign/web-cash-back/ follows the additional campaign period', () => {
    const start = parseJstDateTime(additionalCampaignPeriod.startsAfter) as Date;
    const end = parseJstDateTime(additionalCampaignPeriod.endsBefore) as Date;
    it.each([
      ['at the start instant (excluded)', false, start, 'notYet'],
      ['just after the start', true, new Date(start.getTime() + 1), ''],
      ['just before the end', true, new Date(end.getTime() - 1), ''],
      ['at the end instant (excluded)', false, end, 'ended'],
      ['today, long after', false, AFTER_ADDITIONAL, 'ended'],
    ] as const)('%s → applies %s', (_label, applies, now, reason) => {
      const verdict = campaignVerdicts['/campaign/web-cash-back/'](view({}, {}, now));
      expect(verdict.applies).toBe(applies);
      if (reason === 'ended') expect(verdict.detail).toMatch(/終了しました/);
      if (reason === 'notYet') expect(verdict.detail).toMatch(/期間が始まると/);
    });
  });

  it.each([
    ['/campaign/antenna/', 2, true],
    ['/campaign/antenna/', 1, false],
    ['/campaign/giga-triple/', 2, true],
    ['/campaign/giga-triple/', 1, false],
    ['/campaign/au-coupon/', 1, true],
    ['/campaign/au-coupon/', 0, false],
  ] as const)('%s with menu %i → applies %s', (path, baseMenu, applies) => {
    expect(campaignVerdicts[path](view({ baseMenu })).applies).toBe(applies);
  });

  it('grants the standing campaigns to every new application', () => {
    for (const path of ['/campaign/construction/', '/campaign/initial-cost/', '/campaign/router/'] as const) {
      expect(campaignVerdicts[path](view({ selectedPlan: 'plan1G', buildingType: 1 })).applies).toBe(true);
    }
  });

  it.each([
    [0, false],
    [1, true],
    [2, true],
  ] as const)('set-wari needs net + phone: menu %i → applies %s', (baseMenu, applies) => {
    for (const rule of Object.values(setWariVerdicts)) {
      expect(rule(view({ baseMenu })).applies).toBe(applies);
    }
  });

  describe('the campaign offer decides', () => {
    const without = (id: string): CampaignOffer => ({
      ...defaultCampaignOffer,
      campaigns: defaultCampaignOffer.campaigns.filter((c) => c.id !== id),
    });
    const fiftyThousand = { baseCampaign: { ...defaultCampaignData.baseCampaign, is50000CP: true } };

    it('/campaign/cash-back/ applies once the 50,000-yen cash back is chosen, and says it is not running when ops take it off', () => {
      expect(campaignVerdicts['/campaign/cash-back/'](view({}, fiftyThousand))).toEqual({
        applies: true,
        detail: eligibilityCopy.granted([name('is50000CP')]),
      });
      expect(
        campaignVerdicts['/campaign/cash-back/'](
          view({}, fiftyThousand, AFTER_ADDITIONAL, without('is50000CP')),
        ),
      ).toEqual({
        applies: false,
        detail: eligibilityCopy.standingEnded,
      });
    });

    it.each([
      [null, false],
      [{ prefecture: '愛知県', city: '岡崎市' }, false],
      [{ prefecture: '長野県', city: '松本市' }, true],
    ] as const)('the area-limited cash back on /campaign/original/ for %j: named %s', (address, applies) => {
      const verdict = campaignVerdicts['/campaign/original/'](
        view({}, {}, AFTER_ADDITIONAL, defaultCampaignOffer, address),
      );
      expect(verdict.applies).toBe(true); // the Web 5,000 yen applies anyway
      expect(verdict.detail.includes(name('isOriginalLimitedAddCP'))).toBe(applies);
    });

    it('/campaign/cash-back-2/ says why the 25,000 yen is not paid next to the 50,000 yen', () => {
      const both = {
        campaignPolicy: 'benefits' as const,
        baseCampaign: { isChangeCP: true, isOneYear980CP: false, is50000CP: true },
      };
      expect(campaignVerdicts['/campaign/cash-back-2/'](view({ baseMenu: 1 }, both))).toEqual({
        applies: false,
        detail: combinationRuleText(combinationRule('cashBack')),
      });
    });

    it('/campaign/option/ applies with the video option and asks for it otherwise, whatever Netflix pack is chosen', () => {
      expect(campaignVerdicts['/campaign/option/'](view({ netflixPlan: 'premium' }))).toEqual({
        applies: false,
        detail: eligibilityCopy.needsVideo,
      });
      expect(campaignVerdicts['/campaign/option/'](view({ isVideo: true }))).toEqual({
        applies: true,
        detail: eligibilityCopy.granted([name('isVODCP')]),
      });
    });

    it('/campaign/one-year-wari/ says the 980 base fee beats the discount when both are chosen', () => {
      const both = {
        campaignPolicy: 'price' as const,
        baseCampaign: { isChangeCP: true, isOneYear980CP: true, is50000CP: false },
      };
      const verdict = campaignVerdicts['/campaign/one-year-wari/'](
        view({ baseMenu: 1, selectedPlan: 'plan1G' }, both),
      );
      expect(verdict).toEqual({ applies: false, detail: eligibilityCopy.beatenBy980(name('is1GAnd980CP6')) });
    });
  });
});
