import {
  basePlanPrice,
  buildingKindOf,
  earlyTerminationFee,
  feeLabels,
  priceCatalog,
  type FlagOptionId,
  type PriceCatalog,
} from './catalog';

// Every figure below is copied from docs/business-rules.md#prices; a changed price
// must be a deliberate edit of both the data and this table.
describe('plans (docs/business-rules.md#prices: plans and fees)', () => {
  it.each([
    [0, 'plan10G', 5940],
    [1, 'plan10G', 5280],
    [0, 'plan1G', 5170],
    [1, 'plan1G', 4070],
  ] as const)('buildingType %i %s costs %i a month', (buildingType, plan, monthly) => {
    expect(basePlanPrice(buildingType, plan)).toBe(monthly);
  });

  it('runs a 24-month term', () => {
    expect(priceCatalog.termMonths).toBe(24);
  });
});

describe('one-time fees', () => {
  it.each([
    ['adminFee', 770],
    ['installation', 27500],
    ['tvInstallation', 20570],
    ['holidayInstallation', 3300],
    ['removalNet', 13200],
    ['removalTV', 18700],
  ] as const)('%s is %i yen', (fee, amount) => {
    expect(priceCatalog.fees[fee]).toBe(amount);
    expect(feeLabels[fee]).toMatch(/(手数料|費)/);
  });
});

describe('options', () => {
  it.each<[FlagOptionId, number, number | undefined]>([
    ['isPhone', 330, undefined],
    ['isNumberDisplay', 440, undefined],
    ['isPlusNumber', 110, undefined],
    ['isPlusChannel', 220, undefined],
    ['isWarikomi', 330, 1100],
    ['isTensou', 550, 1100],
    ['isRejectNuisanceCall', 220, undefined],
    ['isUnannounced', 220, undefined],
    ['isAnshinPhone', 220, undefined],
    ['isWaribikiPack', 880, undefined],
    ['is050', 110, undefined],
    ['isTV', 550, undefined],
    ['isAnshinSupport', 770, undefined],
    ['isMeshWiFi', 550, undefined],
    ['isSecurityPack', 550, undefined],
    ['isSmartHome', 1078, undefined],
    ['isGamingCustom', 550, undefined],
    ['isGigazo', 330, undefined],
  ])('%s: %i a month, setup %p', (flag, monthly, setupFee) => {
    const option = priceCatalog.options[flag];
    expect(option.monthly).toBe(monthly);
    expect(option.setupFee).toBe(setupFee);
    expect(option.label).not.toBe('');
  });

  it('安心サポートPlus is free for 3 months with the line and 880 from month 25', () => {
    expect(priceCatalog.options.isAnshinSupport.freeMonthsWithLine).toBe(3);
    expect(priceCatalog.options.isAnshinSupport.later).toEqual({ fromMonth: 25, monthly: 880 });
  });

  it('割引パック covers display, waiting, forwarding and rejection', () => {
    expect([...priceCatalog.waribikiPackIncludes].sort()).toEqual(
      ['isNumberDisplay', 'isRejectNuisanceCall', 'isTensou', 'isWarikomi'].sort(),
    );
  });

  it.each([
    ['netflixPlans', 'normal', { monthly: 1590 }],
    ['netflixPlans', 'premium', { monthly: 2290 }],
    ['daznPlans', 'monthly', { monthly: 4200 }],
    ['daznPlans', 'annual', { yearly: 32000 }],
    ['videoPlans', 'point+video990', { monthly: 990 }],
    ['kurashiSupportPlans', 'bike+home', { monthly: 550 }],
    ['kurashiSupportPlans', 'home', { monthly: 330 }],
  ] as const)('%s.%s costs %j', (table, variant, price) => {
    expect((priceCatalog[table] as Record<string, object>)[variant]).toMatchObject(price);
  });
});

describe('campaign amounts', () => {
  it.each([
    ['is50000CP', 50000],
    ['is25000CP', 25000],
    ['isOriginal30000CP', 30000],
    ['isOriginal25000CP', 25000],
    ['isOriginal5000CP', 5000],
    ['additional', 10000],
    ['oneYear980Monthly', 980],
    ['oneYear980Months', 12],
    ['oneYearWariDiscount', 1100],
    ['oneYearWariMonths', 12],
    ['changeRefundCap', 60000],
    ['auCoupon', 10000],
    ['netflixFreeMonths', 6],
    ['netflix10GFreeMonths', 12],
    ['gigazoFreeMonths', 3],
  ] as const)('%s is %i', (key, amount) => {
    expect(priceCatalog.campaigns[key]).toBe(amount);
  });
});

describe('pricing reads the data', () => {
  it('a price edited in the data is the price charged', () => {
    const edited: PriceCatalog = {
      ...priceCatalog,
      plans: {
        ...priceCatalog.plans,
        home: { ...priceCatalog.plans.home, plan10G: { label: 'x', monthly: 6000 } },
      },
    };
    expect(basePlanPrice(0, 'plan10G', edited)).toBe(6000);
    expect(basePlanPrice(0, 'plan10G')).toBe(5940);
  });

  it('maps buildingType to the plan table', () => {
    expect(buildingKindOf(0)).toBe('home');
    expect(buildingKindOf(1)).toBe('apartment');
  });
});

describe('earlyTerminationFee', () => {
  it.each([
    [0, 'plan10G', 1, 5940],
    [0, 'plan10G', 23, 5940],
    [0, 'plan10G', 24, 0],
    [1, 'plan1G', 12, 4070],
    [1, 'plan1G', 30, 0],
  ] as const)('buildingType %i %s after %i months: %i', (buildingType, plan, months, fee) => {
    expect(earlyTerminationFee(buildingType, plan, months)).toBe(fee);
  });
});
