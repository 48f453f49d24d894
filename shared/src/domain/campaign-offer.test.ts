import {
  campaignDefinitionsFor,
  catalogWithOffer,
  campaignOfferStatus,
  defaultCampaignOffer,
  isCampaignOffered,
  isInCampaignArea,
  parseCampaignOffer,
  type CampaignOffer,
  type OfferCampaignId,
} from './campaign-offer';
import { buildCampaignDefinitions, getCampaign } from './campaigns';
import { computeEstimate, type EstimateInput } from './estimate';
import { simulate } from './estimate-from-choices';
import { defaultCampaignData, defaultPlanData } from './entities';

const AFTER_ADDITIONAL = new Date('2025-11-01T12:00:00+09:00');
const NAGANO = { prefecture: '長野県', city: '松本市' };

const without = (id: OfferCampaignId): CampaignOffer => ({
  ...defaultCampaignOffer,
  campaigns: defaultCampaignOffer.campaigns.filter((c) => c.id !== id),
});

describe("the seeded offer (today's catalog)", () => {
  it("offers every campaign of the catalog, with the catalog's figures", () => {
    expect(defaultCampaignOffer.campaigns.map((c) => c.id)).toHaveLength(17);
    expect(defaultCampaignOffer.amounts).toMatchObject({
      is50000CP: 50000,
      is25000CP: 25000,
      isOriginal30000CP: 30000,
      additional: 10000,
      oneYear980Monthly: 980,
      oneYear980Months: 12,
    });
  });

  it.each([
    // docs/business-rules.md#campaigns: from 2025-07-11 to 2025-09-30, Japan time, strictly between
    ['2025-07-11T00:00:00+09:00', 'notYet'],
    ['2025-07-11T00:00:00.001+09:00', 'offered'],
    ['2025-09-29T23:59:59.999+09:00', 'offered'],
    ['2025-09-30T00:00:00+09:00', 'ended'],
  ] as const)('the additional cash back at %s: %s', (iso, status) => {
    expect(campaignOfferStatus(defaultCampaignOffer, 'isOriginalAddCP', new Date(iso), null)).toBe(status);
  });

  it.each([
    [null, 'outsideArea'],
    [NAGANO, 'offered'],
    [{ prefecture: '愛知県', city: '豊田市' }, 'offered'],
    [{ prefecture: '愛知県', city: '岡崎市' }, 'outsideArea'],
  ] as const)('the area-limited cash back for %j: %s', (address, status) => {
    expect(
      campaignOfferStatus(defaultCampaignOffer, 'isOriginalLimitedAddCP', AFTER_ADDITIONAL, address),
    ).toBe(status);
  });
});

describe('isInCampaignArea', () => {
  const area = { prefectures: ['岐阜県'], cities: [{ prefecture: '愛知県', city: '名古屋市' }] };
  it.each([
    [{ prefecture: '岐阜県', city: '岐阜市' }, true],
    [{ prefecture: '愛知県', city: '名古屋市' }, true],
    [{ prefecture: '愛知県', city: '名古屋市中区' }, true], // a ward of a listed city
    [{ prefecture: '愛知県', city: '豊田市' }, false],
    [{ prefecture: '三重県', city: '名古屋市' }, false],
    [null, false],
  ] as const)('%j → %s', (address, inside) => {
    expect(isInCampaignArea(area, address)).toBe(inside);
  });
});

describe('every flag needs its campaign on offer', () => {
  const rich: EstimateInput = {
    isAreaChecked: true,
    is10GArea: true,
    buildingType: 0,
    selectedPlan: 'plan10G',
    baseMenu: 1,
    netflixPlan: 'premium',
    selectedOptions: ['isVideo'],
    campaignPolicy: 'benefits',
    baseCampaign: { isChangeCP: true, isOneYear980CP: true, is50000CP: false },
    isGigazo: true,
    campaignAddress: NAGANO,
  };
  const inPeriod = new Date('2025-08-01T12:00:00+09:00');

  it('with the seeded offer the rich case gets every flag its rules name', () => {
    const { campaignData } = computeEstimate(rich, inPeriod);
    expect(campaignData).toMatchObject({
      isChangeCP: true,
      is25000CP: true,
      isOneYear980CP: true,
      is10GAnd980CP6: true,
      isOriginal30000CP: true,
      isNetflixCP: true,
      isVODCP: true,
      is10GAndNetflixCP: true,
      isAuCouponCP: true,
      is10GAndGigazoCP3: true,
      isOriginalLimitedAddCP: true,
      isOriginalAddCP: true,
    });
  });

  it.each([
    'is25000CP',
    'is10GAnd980CP6',
    'isOriginal30000CP',
    'isNetflixCP',
    'isVODCP',
    'is10GAndNetflixCP',
    'isAuCouponCP',
    'is10GAndGigazoCP3',
    'isOriginalLimitedAddCP',
    'isOriginalAddCP',
  ] as const)('taking %s off the offer takes it off the estimate', (id) => {
    const { campaignData } = computeEstimate(rich, inPeriod, { offer: without(id) });
    expect(campaignData[id]).toBe(false);
  });

  it.each([
    ['isChangeCP', { isChangeCP: false }],
    ['isOneYear980CP', { isOneYear980CP: false, is10GAnd980CP6: false }],
  ] as const)('a base campaign %s not on offer is dropped from the choice and its rules', (id, expected) => {
    const { campaignData } = computeEstimate(rich, inPeriod, { offer: without(id) });
    expect(campaignData.baseCampaign[id]).toBe(false);
    expect(campaignData).toMatchObject(expected);
  });

  it('gives 10G + gigazo only with both', () => {
    expect(computeEstimate({ ...rich, isGigazo: false }, inPeriod).campaignData.is10GAndGigazoCP3).toBe(
      false,
    );
    expect(
      computeEstimate({ ...rich, selectedPlan: 'plan1G' }, inPeriod).campaignData.is10GAndGigazoCP3,
    ).toBe(false);
  });

  it('with the 50,000-yen cash back as base campaign, the rich case gets the cash back and no 980 price', () => {
    const { campaignData } = computeEstimate(
      { ...rich, baseCampaign: { isChangeCP: true, isOneYear980CP: false, is50000CP: true } },
      inPeriod,
    );
    expect(campaignData).toMatchObject({ is50000CP: true, isOneYear980CP: false, is10GAnd980CP6: false });
    const without50000 = computeEstimate(
      { ...rich, baseCampaign: { isChangeCP: true, isOneYear980CP: false, is50000CP: true } },
      inPeriod,
      { offer: without('is50000CP') },
    ).campaignData;
    expect(without50000).toMatchObject({ is50000CP: false, baseCampaign: { is50000CP: false } });
  });

  it('prices the 50,000-yen cash back and the 980 base fee from the offer', () => {
    const offer = {
      ...defaultCampaignOffer,
      amounts: { ...defaultCampaignOffer.amounts, is50000CP: 40000, oneYear980Monthly: 1280 },
    };
    const quote = (base: { isOneYear980CP: boolean; is50000CP: boolean }) =>
      simulate(
        { ...defaultPlanData, selectedPlan: 'plan10G' },
        { ...defaultCampaignData, baseCampaign: { isChangeCP: false, ...base } },
        { now: AFTER_ADDITIONAL, offer },
      ).breakdown;
    const cash = quote({ isOneYear980CP: false, is50000CP: true });
    expect(cash.cashBack).toContainEqual(
      expect.objectContaining({ campaignId: 'is50000CP', amount: 40000, label: '40,000円キャッシュバック' }),
    );
    const price = quote({ isOneYear980CP: true, is50000CP: false });
    expect(price.monthlyLines.find((l) => l.id === 'plan')?.promo).toMatchObject({ amount: 1280 });
    expect(price.appliedCampaigns.map((c) => c.id)).toContain('is10GAnd980CP6');
  });
});

describe('parseCampaignOffer (ops input)', () => {
  it('accepts the seeded offer as it is and bare dates as Japan midnight', () => {
    expect(parseCampaignOffer(defaultCampaignOffer)).toEqual({ ok: true, offer: defaultCampaignOffer });
    const parsed = parseCampaignOffer({
      campaigns: [{ id: 'isOriginalAddCP', startsAfter: '2026-01-01', endsBefore: '2026-02-01' }],
      amounts: { additional: 8000 },
    });
    expect(parsed.ok && parsed.offer.campaigns[0]).toEqual({
      id: 'isOriginalAddCP',
      startsAfter: '2026-01-01T00:00:00+09:00',
      endsBefore: '2026-02-01T00:00:00+09:00',
      area: null,
    });
    expect(parsed.ok && parsed.offer.amounts.additional).toBe(8000);
    expect(parsed.ok && parsed.offer.amounts.is50000CP).toBe(50000);
  });

  it.each([
    [{}, 'campaigns'],
    [{ campaigns: [{ id: 'isFreeLunchCP' }] }, 'campaigns[0].id: unknown campaign isFreeLunchCP'],
    [{ campaigns: [{ id: 'is50000CP' }, { id: 'is50000CP' }] }, 'campaigns[1].id: is50000CP is listed twice'],
    [{ campaigns: [{ id: 'is50000CP', startsAfter: '2026/01/01' }] }, 'campaigns[0].startsAfter'],
    [
      { campaigns: [{ id: 'is50000CP', startsAfter: '2026-02-30' }] },
      'campaigns[0].startsAfter: not a real date',
    ],
    [
      { campaigns: [{ id: 'is50000CP', startsAfter: '2026-02-01', endsBefore: '2026-01-01' }] },
      'campaigns[0]: endsBefore must come after startsAfter',
    ],
    [{ campaigns: [{ id: 'isOriginalLimitedAddCP', area: { prefectures: [] } }] }, 'names no prefecture'],
    [{ campaigns: [], amounts: { is50000CP: -1 } }, 'amounts.is50000CP: a whole number'],
    [{ campaigns: [], amounts: { is50000CP: 1.5 } }, 'amounts.is50000CP: a whole number'],
    [{ campaigns: [], amounts: { bonus: 1 } }, 'amounts.bonus: unknown figure'],
  ])('refuses %j', (input, message) => {
    const parsed = parseCampaignOffer(input);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.errors.join('\n')).toContain(message);
  });

  it('an empty list offers nothing', () => {
    const parsed = parseCampaignOffer({ campaigns: [] });
    expect(parsed.ok && isCampaignOffered(parsed.offer, 'isOriginal5000CP', AFTER_ADDITIONAL, null)).toBe(
      false,
    );
  });
});

describe('what a simulation builds once per offer', () => {
  it('prices the offer with one catalog object, whose campaign definitions are built once per period', () => {
    const offer: CampaignOffer = { ...defaultCampaignOffer };
    const catalog = catalogWithOffer(offer);
    expect(catalogWithOffer(offer)).toBe(catalog);
    expect(catalog.campaigns).toEqual(offer.amounts);
    const period = { startsAfter: '2026-01-01', endsBefore: '2026-02-01' };
    const definitions = buildCampaignDefinitions(catalog, period);
    expect(buildCampaignDefinitions(catalog, { ...period })).toBe(definitions);
    const later = buildCampaignDefinitions(catalog, { ...period, endsBefore: '2026-03-01' });
    expect(later).not.toBe(definitions);
    expect(later.find((d) => d.id === 'isOriginalAddCP')?.description).not.toBe(
      definitions.find((d) => d.id === 'isOriginalAddCP')?.description,
    );
    // Another offer (ops changed an amount): its own catalog and definitions.
    const other: CampaignOffer = { ...offer, amounts: { ...offer.amounts, is50000CP: 40000 } };
    expect(catalogWithOffer(other)).not.toBe(catalog);
    expect(
      buildCampaignDefinitions(catalogWithOffer(other), period).find((d) => d.id === 'is50000CP')?.amount,
    ).toBe(40000);
  });
});

describe("the campaign team's wording, kept with the offer", () => {
  const worded = (wording: unknown) => parseCampaignOffer({ ...defaultCampaignOffer, wording });

  it('replaces only the words it gives, for every page that reads the offer', () => {
    const parsed = worded([{ id: 'is50000CP', eligibility: '新規でお申し込みの方（法人契約を除きます）' }]);
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    const mine = getCampaign('is50000CP', campaignDefinitionsFor(parsed.offer));
    const catalog = getCampaign('is50000CP', campaignDefinitionsFor(defaultCampaignOffer));
    expect(mine.eligibility).toBe('新規でお申し込みの方（法人契約を除きます）');
    expect(mine.description).toBe(catalog.description);
    expect(mine.reason).toBe(catalog.reason);
    expect(mine.amount).toBe(catalog.amount);
    // Other campaigns keep the catalog's words.
    expect(getCampaign('isChangeCP', campaignDefinitionsFor(parsed.offer))).toEqual(
      getCampaign('isChangeCP', campaignDefinitionsFor(defaultCampaignOffer)),
    );
  });

  it('keeps the wording when an update leaves it out, and drops it for an empty list', () => {
    const first = worded([{ id: 'construction', description: '工事費は実質無料です。' }]);
    if (!first.ok) throw new Error(first.errors.join('; '));
    const kept = parseCampaignOffer({ campaigns: first.offer.campaigns }, first.offer);
    expect(kept.ok && kept.offer.wording).toEqual([
      { id: 'construction', description: '工事費は実質無料です。', eligibility: null, reason: null },
    ]);
    const cleared = parseCampaignOffer({ campaigns: first.offer.campaigns, wording: [] }, first.offer);
    expect(cleared.ok && cleared.offer.wording).toEqual([]);
  });

  it.each([
    [[{ id: 'isUnknownCP', reason: 'x' }], 'wording[0].id: a campaign id'],
    [[{ id: 'is50000CP' }, { id: 'is50000CP' }], 'wording[1].id: is50000CP is worded twice'],
    [[{ id: 'is50000CP', reason: '  ' }], 'wording[0].reason: a text'],
    [[{ id: 'is50000CP', reason: 42 }], 'wording[0].reason: a text'],
    [[{ id: 'is50000CP', eligibility: 'あ'.repeat(121) }], 'wording[0].eligibility: at most 120 characters'],
    [
      [{ id: 'is50000CP', description: '新規\u202eの方' }],
      'wording[0].description: control, invisible or bidi',
    ],
    [{ id: 'is50000CP' }, 'wording: a list'],
  ])('refuses %j', (wording, error) => {
    const parsed = worded(wording);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors.join('; ')).toContain(error);
  });

  it('takes a null text as the catalog’s, as a settings answer carries it', () => {
    const parsed = worded([
      { id: 'router', description: null, eligibility: null, reason: '光電話のお申し込みがあるため' },
    ]);
    expect(parsed.ok && parsed.offer.wording).toEqual([
      { id: 'router', description: null, eligibility: null, reason: '光電話のお申し込みがあるため' },
    ]);
  });
});
