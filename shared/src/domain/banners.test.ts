import { bannerView } from './banners';
import { paths } from './routes';

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

  it('follows an edited period', () => {
    const period = { startsAfter: '2026-01-01T00:00:00+09:00', endsBefore: '2026-02-01T00:00:00+09:00' };
    expect(
      bannerView({ type: 'other' }, new Date('2026-01-15T00:00:00+09:00'), period).showAdditionalBanner,
    ).toBe(true);
  });
});
