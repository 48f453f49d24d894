import {
  CAMPAIGN_COMBINATION_RULES,
  combinationRule,
  combinationRuleText,
  combinationTextsFor,
} from './campaign-combinations';
import { defaultCampaignData, defaultPlanData, type CampaignData, type PlanData } from './entities';
import { simulate } from './estimate-from-choices';
import { formatYen } from './yen';

// Inside the additional cash back's period (2025-07-11 to 2025-09-30) and after it.
const IN_PERIOD = new Date('2025-08-01T12:00:00+09:00');
const AFTER_PERIOD = new Date('2026-12-02T12:00:00+09:00');
const NAGANO = { prefecture: '長野県', city: '長野市' };
const NAGOYA = { prefecture: '愛知県', city: '名古屋市中区' };

function quote(
  plan: Partial<PlanData>,
  campaign: Partial<CampaignData>,
  now: Date = AFTER_PERIOD,
  campaignAddress = NAGOYA,
) {
  return simulate(
    { ...defaultPlanData, isAreaChecked: true, ...plan },
    { ...defaultCampaignData, ...campaign },
    { now, campaignAddress },
  ).breakdown;
}

describe('combining campaigns (docs/business-rules.md#combining-campaigns)', () => {
  it('never gives a negative 実質月額, whatever the visitor chooses', () => {
    const bases = [
      { isOneYear980CP: false, is50000CP: false },
      { isOneYear980CP: true, is50000CP: false },
      { isOneYear980CP: false, is50000CP: true },
      // A hand-made request naming both.
      { isOneYear980CP: true, is50000CP: true },
    ];
    const cases: string[] = [];
    let lowest = Infinity;
    for (const buildingType of [0, 1] as const)
      for (const selectedPlan of ['plan10G', 'plan1G'] as const)
        for (const baseMenu of [0, 1, 2] as const)
          for (const base of bases)
            for (const isChangeCP of [false, true])
              for (const campaignPolicy of ['benefits', 'price'] as const)
                for (const netflixPlan of [null, 'normal', 'premium'] as const)
                  for (const isVideo of [false, true])
                    for (const now of [IN_PERIOD, AFTER_PERIOD])
                      for (const address of [NAGANO, NAGOYA])
                        for (const introducerId of ['', 'HIKARI01']) {
                          const b = quote(
                            { buildingType, selectedPlan, baseMenu, netflixPlan, isVideo },
                            { baseCampaign: { ...base, isChangeCP }, campaignPolicy, introducerId },
                            now,
                            address,
                          );
                          lowest = Math.min(lowest, b.effectiveMonthly);
                          if (b.effectiveMonthly < 0) {
                            cases.push(
                              `${JSON.stringify({ buildingType, selectedPlan, baseMenu, base, isChangeCP, campaignPolicy, introducerId })} → ${b.effectiveMonthly}`,
                            );
                          }
                        }
    expect(cases).toEqual([]);
    expect(lowest).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['愛知県', NAGOYA],
    ['長野県 (the area-limited cash back)', NAGANO],
  ])(
    'the case of the issue, 10G home, net and phone, 50,000円 cash back and switching (%s): 12 months at the regular fee, a positive 実質月額',
    (_where, address) => {
      const b = quote(
        { buildingType: 0, selectedPlan: 'plan10G', baseMenu: 1 },
        {
          baseCampaign: { isChangeCP: true, isOneYear980CP: false, is50000CP: true },
          campaignPolicy: 'benefits',
        },
        AFTER_PERIOD,
        address,
      );
      // No 980-yen months come with the cash back: 5,940 + 光電話 330 from the first month.
      expect(b.monthlyTotal.firstYear).toBe(6270);
      expect(b.monthlyLines[0]!.promo).toBeNull();
      expect(b.cashBack.map((item) => item.label)).not.toContain('25,000円キャッシュバック');
      expect(b.notApplied.map((n) => [n.name, n.reason])).toEqual([
        ['25,000円キャッシュバック', combinationRuleText(combinationRule('cashBack'))],
      ]);
      expect(b.effectiveMonthly).toBeGreaterThan(0);
    },
  );

  it('makes the one-year 980 offer and the 50,000円 cash back two real choices', () => {
    const choose = (isOneYear980CP: boolean, is50000CP: boolean) =>
      quote(
        { buildingType: 0, selectedPlan: 'plan10G', baseMenu: 0 },
        { baseCampaign: { isChangeCP: false, isOneYear980CP, is50000CP } },
      );
    const with980 = choose(true, false);
    const withCash = choose(false, true);
    expect(with980.monthlyTotal.firstYear).toBe(980);
    expect(with980.cashBack.map((item) => item.campaignId)).not.toContain('is50000CP');
    expect(withCash.monthlyTotal.firstYear).toBe(5940);
    expect(withCash.cashBack.map((item) => item.amount)).toContain(50000);
    // Both named: the first of the rule is kept, never both.
    const both = choose(true, true);
    expect(both.monthlyTotal.firstYear).toBe(980);
    expect(both.cashBack.map((item) => item.campaignId)).not.toContain('is50000CP');
  });

  it('states every rule in words naming the campaigns as the quote names them', () => {
    expect(CAMPAIGN_COMBINATION_RULES.map((rule) => combinationRuleText(rule))).toEqual([
      '「1年間 月額980円」と「50,000円キャッシュバック」は併用できません。どちらか1つをお選びください。',
      '「25,000円キャッシュバック」と「1年割」は併用できません。どちらか1つをお選びください。',
      '「Web限定 30,000円キャッシュバック」・「Web限定 25,000円キャッシュバック」・「Web限定 5,000円キャッシュバック」は、プランと特典の選び方に応じていずれか1つが適用され、重ねては適用されません。',
      '「1年間 月額980円」と「1年割」は基本料金に重ねて適用されません。両方の対象となる場合は、基本料金が安くなる方を適用します。',
      '「50,000円キャッシュバック」と「25,000円キャッシュバック」は重ねて受け取れません。両方の対象となる場合は、金額の大きい方をお支払いします。',
      '「10ギガ×Netflixプレミアム キャンペーン」と「Netflixパック 無料キャンペーン」は重ねて適用されません。両方の対象となる場合は、無料の期間が長い方を適用します。',
    ]);
    expect(formatYen(50000)).toBe('50,000円');
  });

  it.each([
    ['a page of the 50,000円 cash back', ['is50000CP'], ['baseCampaign', 'cashBack']],
    ['a page of the 980 plans', ['is10GAnd980CP6', 'is1GAnd980CP6'], ['baseCampaign', 'baseFee']],
    ['a page of the au PAY coupon', ['isAuCouponCP'], []],
  ] as const)('%s states the rules that name its campaigns', (_page, ids, rules) => {
    expect(combinationTextsFor(ids)).toEqual(rules.map((id) => combinationRuleText(combinationRule(id))));
  });
});
