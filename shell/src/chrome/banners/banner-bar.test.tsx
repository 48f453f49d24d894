import { act, screen, waitFor } from '@testing-library/react';
import {
  DEFAULT_SETTINGS,
  RENDERED_HEADLINE_META,
  defaultCampaignOffer,
  knownMaxCashBack,
  renderedHeadlineContent,
} from '@hikari/shared/domain';
import { areaChecked, bannerChanged, settingsReceived } from '@hikari/shared/store';
import { createTestStore } from '@hikari/shared/testing';
import { servedAreaResult } from '@hikari/shared/testing/fixtures';
import { renderShell, renderShellToString } from '../../testing';
import { BannerBar } from './banner-bar';

const served = servedAreaResult({ isRegister: false });

/** 'area': an area search found an address served in Nagano (the seeded offer's limited area). */
function renderBar(type: 'area' | 'other', now: string, isApply = true) {
  const bundle = createTestStore();
  bundle.store.dispatch(bannerChanged({ isApply }));
  if (type === 'area') {
    bundle.store.dispatch(
      areaChecked({
        installationInfo: { state: '長野県', city: '松本市' },
        areaData: served,
        buildingType: 0,
      }),
    );
  }
  return { ...renderShell(<BannerBar />, { bundle, now: new Date(now) }), bundle };
}

const links = () => screen.queryAllByRole('link');

describe('BannerBar', () => {
  it('shows the area-limited banner for type area', () => {
    renderBar('area', '2025-10-15T12:00:00+09:00');
    expect(links()).toHaveLength(1);
    expect(links()[0]).toHaveTextContent('エリア限定');
    expect(links()[0]).toHaveTextContent('5,000円を上乗せ');
  });

  it('shows the other-campaign banner otherwise', () => {
    renderBar('other', '2025-10-15T12:00:00+09:00');
    expect(links()).toHaveLength(1);
    // 50,000円 + お乗り換え特典 25,000円 + Web限定 30,000円 (10ギガ): what the simulation reaches.
    expect(links()[0]).toHaveTextContent('最大105,000円キャッシュバック');
  });

  it('adds the 10,000-yen additional cash back to the headline while it runs', () => {
    renderBar('other', '2025-08-01T12:00:00+09:00');
    expect(links()[0]).toHaveTextContent('最大115,000円キャッシュバック');
  });

  it('adds the 10,000-yen banner while the additional campaign runs, with its period', () => {
    renderBar('other', '2025-08-01T12:00:00+09:00');
    const additional = screen.getByRole('link', { name: /10,000円追加キャッシュバック/ });
    expect(additional).toHaveTextContent('2025年7月11日（金）～2025年9月29日（月）');
    expect(links()).toHaveLength(2);
  });

  it.each([
    ['2025-07-11T00:00:00+09:00', false],
    ['2025-07-11T00:00:01+09:00', true],
    ['2025-09-29T23:59:59+09:00', true],
    ['2025-09-30T00:00:00+09:00', false],
  ])('at %s the 10,000-yen banner shows: %s (strictly between, Japan time)', (now, shown) => {
    renderBar('area', now);
    expect(links()).toHaveLength(shown ? 2 : 1);
  });

  it('links every banner to the simulation and tracks the click', async () => {
    const { user, events } = renderBar('area', '2025-08-01T12:00:00+09:00');
    for (const link of links()) expect(link).toHaveAttribute('href', '/apply/form/');
    await user.click(links()[0]!);
    expect(events[0]).toMatchObject({ type: 'click', area: 'banner', target: '/apply/form/' });
    expect(screen.getByTestId('location')).toHaveTextContent('/apply/form/');
  });

  it.each([
    ['outside the limited area', { state: '愛知県', city: '岡崎市' }, served],
    ['in the area but not served', { state: '長野県', city: '松本市' }, { ...served, isServiceArea: false }],
    [
      'in the area but the search failed',
      { state: '長野県', city: '松本市' },
      { ...served, result: 'failed' as const },
    ],
  ])('keeps the other-campaign banner after a search %s', (_label, installationInfo, areaData) => {
    const { bundle } = renderBar('other', '2025-10-15T12:00:00+09:00');
    act(() => {
      bundle.store.dispatch(areaChecked({ installationInfo, areaData, buildingType: 0 }));
    });
    expect(links()[0]).toHaveTextContent('最大105,000円キャッシュバック');
  });

  it('follows the offer the settings bring: another area, another amount', () => {
    const { bundle } = renderBar('other', '2025-10-15T12:00:00+09:00');
    act(() => {
      bundle.store.dispatch(
        areaChecked({
          installationInfo: { state: '岐阜県', city: '岐阜市' },
          areaData: served,
          buildingType: 0,
        }),
      );
    });
    expect(links()[0]).toHaveTextContent('最大105,000円キャッシュバック');
    const campaignOffer = {
      campaigns: defaultCampaignOffer.campaigns.map((c) =>
        c.id === 'isOriginalLimitedAddCP' ? { ...c, area: { prefectures: ['岐阜県'], cities: [] } } : c,
      ),
      amounts: { ...defaultCampaignOffer.amounts, limitedAdditional: 7000 },
    };
    act(() => {
      bundle.store.dispatch(
        settingsReceived({ record: { ...DEFAULT_SETTINGS, campaignOffer }, source: 'realtime' }),
      );
    });
    expect(links()[0]).toHaveTextContent('エリア限定');
    expect(links()[0]).toHaveTextContent('7,000円を上乗せ');
  });

  it('shows nothing while banner.isApply is false', () => {
    renderBar('other', '2025-08-01T12:00:00+09:00', false);
    expect(links()).toHaveLength(0);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
  it('keeps the figure it shows while the headline of a new offer is searched, then shows the new one', async () => {
    const { bundle } = renderBar('other', '2025-10-15T12:00:00+09:00');
    expect(links()[0]).toHaveTextContent('最大105,000円キャッシュバック');
    const campaignOffer = {
      ...defaultCampaignOffer,
      amounts: { ...defaultCampaignOffer.amounts, is50000CP: 40000 },
    };
    act(() => {
      bundle.store.dispatch(
        settingsReceived({ record: { ...DEFAULT_SETTINGS, campaignOffer }, source: 'realtime' }),
      );
    });
    expect(knownMaxCashBack(campaignOffer, new Date('2025-10-15T12:00:00+09:00'))).toBeUndefined();
    expect(links()[0]).toHaveTextContent('最大105,000円キャッシュバック');
    await waitFor(() => expect(links()[0]).toHaveTextContent('最大95,000円キャッシュバック'));
  });
});

/** The bar hydrated over `serverHtml` in a browser whose settings brought `campaignOffer`. */
async function hydrateBar(serverHtml: string, campaignOffer: typeof defaultCampaignOffer, now: Date) {
  const bundle = createTestStore();
  bundle.store.dispatch(bannerChanged({ isApply: true }));
  bundle.store.dispatch(
    settingsReceived({ record: { ...DEFAULT_SETTINGS, campaignOffer }, source: 'realtime' }),
  );
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const rendered = await act(async () => renderShell(<BannerBar />, { bundle, now, hydrate: container }));
  return { ...rendered, bundle, container, errors };
}

describe('BannerBar on a prerendered page', () => {
  it('hydrates with the figure its page names while its own offer is searched in slices, then keeps its figure while a new offer is searched', async () => {
    const now = new Date('2025-10-15T12:00:00+09:00');
    // The page as the prerenderer wrote it.
    const server = createTestStore();
    server.store.dispatch(bannerChanged({ isApply: true }));
    const serverHtml = await renderShellToString(<BannerBar />, { bundle: server, now });
    expect(serverHtml).toContain('最大105,000円キャッシュバック');
    // The browser: a store whose offer has not been searched yet (another au coupon amount,
    // which the banner does not name).
    const campaignOffer = {
      ...defaultCampaignOffer,
      amounts: { ...defaultCampaignOffer.amounts, auCoupon: defaultCampaignOffer.amounts.auCoupon + 1 },
    };
    // The page names the headline it was rendered with: the server's offer, not the browser's.
    const meta = document.createElement('meta');
    meta.name = RENDERED_HEADLINE_META;
    meta.content = renderedHeadlineContent(defaultCampaignOffer, now, null, 105000);
    document.head.appendChild(meta);
    const { bundle, container, errors, events, user } = await hydrateBar(serverHtml, campaignOffer, now);

    // Hydrated at once with the page's figure: its server HTML stands, the link answers a click
    // through the site's code, and the browser's own offer is still being searched.
    expect(knownMaxCashBack(campaignOffer, now, null)).toBeUndefined();
    expect(container.innerHTML).toBe(serverHtml);
    await user.click(screen.getByRole('link', { name: /最大105,000円キャッシュバック/ }));
    expect(events).toHaveLength(1);
    await waitFor(() => expect(knownMaxCashBack(campaignOffer, now, null)?.total).toBe(105000));
    meta.remove();
    // Ops' offer arrives after hydration: the bar keeps its figure while the new one is searched.
    const opsOffer = { ...campaignOffer, amounts: { ...campaignOffer.amounts, is50000CP: 40000 } };
    act(() => {
      bundle.store.dispatch(
        settingsReceived({ record: { ...DEFAULT_SETTINGS, campaignOffer: opsOffer }, source: 'server' }),
      );
    });
    expect(knownMaxCashBack(opsOffer, now, null)).toBeUndefined();
    expect(screen.getByRole('link')).toHaveTextContent('最大105,000円キャッシュバック');
    await waitFor(() => expect(screen.getByRole('link')).toHaveTextContent('最大95,000円キャッシュバック'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('hydrates at once with the headline the page names for the same offer and moment, without searching', async () => {
    const now = new Date('2025-10-15T12:00:00+09:00');
    // Offers that differ only in the au coupon amount, which the banner does not name: the same HTML.
    const withCoupon = (extra: number) => ({
      ...defaultCampaignOffer,
      amounts: { ...defaultCampaignOffer.amounts, auCoupon: defaultCampaignOffer.amounts.auCoupon + extra },
    });
    const server = createTestStore();
    server.store.dispatch(bannerChanged({ isApply: true }));
    server.store.dispatch(
      settingsReceived({ record: { ...DEFAULT_SETTINGS, campaignOffer: withCoupon(3) }, source: 'server' }),
    );
    const serverHtml = await renderShellToString(<BannerBar />, { bundle: server, now });
    expect(serverHtml).toContain('最大105,000円キャッシュバック');
    // The browser's offer has never been searched in this test process; the page's meta names its figure.
    const campaignOffer = withCoupon(2);
    const meta = document.createElement('meta');
    meta.name = RENDERED_HEADLINE_META;
    meta.content = renderedHeadlineContent(campaignOffer, now, null, 105000);
    document.head.appendChild(meta);
    const { container, errors, events, user } = await hydrateBar(serverHtml, campaignOffer, now);

    // Hydrated in the same pass, with the page's text: the link answers a click at once.
    expect(container.innerHTML).toBe(serverHtml);
    await user.click(screen.getByRole('link', { name: /最大105,000円キャッシュバック/ }));
    expect(events).toHaveLength(1);
    // And nothing was searched, then or since.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(knownMaxCashBack(campaignOffer, now, null)).toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    meta.remove();
    container.remove();
  });
});
