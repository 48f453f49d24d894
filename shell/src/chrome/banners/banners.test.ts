import { bannerTypeFor, bannerView } from './banners';
import { defaultCampaignOffer, paths } from '@hikari/shared/domain';

describe('bannerView', () => {
  it.each([
    ['area', '2025-08-01T12:00:00+09:00', 'limited', true],
    ['other', '2025-08-01T12:00:00+09:00', 'other', true],
    ['area', '2025-10-01T12:00:00+09:00', 'limited', false],
    ['other', '2025-07-11T00:00:00+09:00', 'other', false], // start bound excluded
    ['other', '2025-09-29T23:59:59.999+09:00', 'other', true],
    ['other', '2025-09-30T00:00:00+09:00', 'other', false], // end bound excluded
  ] as const)(
    'type %s at %s: %s banner, 10,000-yen banner %s',
    (type, iso, campaignBanner, showAdditionalBanner) => {
      expect(bannerView({ type }, new Date(iso))).toMatchObject({ campaignBanner, showAdditionalBanner });
    },
  );

  it('links to the simulation page of the route table', () => {
    expect(bannerView({ type: 'other' }, new Date()).href).toBe(paths.applyForm);
  });

  it('follows an edited period and amount of the offer', () => {
    const offer = {
      ...defaultCampaignOffer,
      campaigns: defaultCampaignOffer.campaigns.map((c) =>
        c.id === 'isOriginalAddCP'
          ? { ...c, startsAfter: '2026-01-01T00:00:00+09:00', endsBefore: '2026-02-01T00:00:00+09:00' }
          : c,
      ),
      amounts: { ...defaultCampaignOffer.amounts, additional: 12000 },
    };
    const view = bannerView({ type: 'other' }, new Date('2026-01-15T00:00:00+09:00'), offer);
    expect(view.showAdditionalBanner).toBe(true);
    expect(view.amounts.additional).toBe(12000);
    expect(view.additionalPeriodLabel).toBe('2026年1月1日（木）～2026年1月31日（土）');
  });

  it('hides the 10,000-yen banner when ops take the campaign off the offer', () => {
    const offer = {
      ...defaultCampaignOffer,
      campaigns: defaultCampaignOffer.campaigns.filter((c) => c.id !== 'isOriginalAddCP'),
    };
    expect(
      bannerView({ type: 'other' }, new Date('2025-08-01T12:00:00+09:00'), offer).showAdditionalBanner,
    ).toBe(false);
  });
});

describe('bannerTypeFor: the banner type follows the area search', () => {
  const now = new Date('2025-10-15T12:00:00+09:00');
  it.each([
    [null, 'other'], // no area search yet
    [{ prefecture: '長野県', city: '松本市' }, 'area'], // a listed prefecture
    [{ prefecture: '愛知県', city: '豊田市' }, 'area'], // a listed city
    [{ prefecture: '愛知県', city: '名古屋市中区' }, 'other'],
    [{ prefecture: '岐阜県', city: '豊田市' }, 'other'], // same city name, other prefecture
  ] as const)('address %j → %s', (address, type) => {
    expect(bannerTypeFor(defaultCampaignOffer, address, now)).toBe(type);
  });

  it('is other once the area-limited campaign has ended', () => {
    const offer = {
      ...defaultCampaignOffer,
      campaigns: defaultCampaignOffer.campaigns.map((c) =>
        c.id === 'isOriginalLimitedAddCP' ? { ...c, endsBefore: '2025-10-01T00:00:00+09:00' } : c,
      ),
    };
    expect(bannerTypeFor(offer, { prefecture: '長野県', city: '松本市' }, now)).toBe('other');
  });
});
