import { act, screen, waitFor } from '@testing-library/react';
import {
  DEFAULT_SETTINGS,
  RENDERED_HEADLINE_META,
  campaignHeadline,
  defaultCampaignOffer,
  type CampaignOffer,
} from '@hikari/shared/domain';
import { areaChecked, bannerChanged, settingsReceived } from '@hikari/shared/store';
import { createTestStore } from '@hikari/shared/testing';
import { servedAreaResult } from '@hikari/shared/testing/fixtures';
import { setRenderedHeadline } from '@hikari/shared/ui';
import { fakeGraphqlApi, renderShell, renderShellToString } from '../../testing';
import { BannerBar } from './banner-bar';

const served = servedAreaResult({ isRegister: false });

interface HeadlineVariables {
  prefecture: string | null;
  city: string | null;
}

/**
 * The API as the bar meets it: it holds `server.offer` and answers the
 * headline for it, now and for an address, as the API finds it (the domain's
 * campaignHeadline); `server.answer` may replace its figure.
 */
const server = {
  offer: defaultCampaignOffer as CampaignOffer,
  now: new Date(),
  answer: null as number | null,
  hold: null as Promise<void> | null,
};

function serveHeadlines() {
  return fakeGraphqlApi<HeadlineVariables>((request) => {
    if (!request.query.includes('campaignHeadline(')) throw new Error(`unexpected request ${request.query}`);
    const { prefecture, city } = request.variables;
    const found = campaignHeadline(
      server.offer,
      server.now,
      prefecture && city ? { prefecture, city } : null,
    );
    const body = {
      data: { campaignHeadline: { ...found, maxCashBack: server.answer ?? found.maxCashBack } },
    };
    // An answer on its way until the test lets it come (the response's JSON is this promise).
    return server.hold ? server.hold.then(() => body) : body;
  });
}

/** The settings record as the API serves it: its offer, and the headline for it now. */
function servedSettings(offer: CampaignOffer, now: Date) {
  return { ...DEFAULT_SETTINGS, campaignOffer: offer, campaignHeadline: campaignHeadline(offer, now, null) };
}

beforeEach(() => {
  server.offer = defaultCampaignOffer;
  server.answer = null;
  server.hold = null;
});

/** An area search found this address (served unless `areaData` says otherwise). */
function searchFound(
  bundle: ReturnType<typeof createTestStore>,
  state: string,
  city: string,
  areaData: typeof served = served,
) {
  bundle.store.dispatch(areaChecked({ installationInfo: { state, city }, areaData, buildingType: 0 }));
}

/**
 * 'area': an area search found an address served in Nagano (the seeded offer's limited area).
 * The settings are there without a headline (the defaults: GetSettingLambda failed) unless
 * `settings` is false (still on their way).
 */
function renderBar(type: 'area' | 'other', now: string, isApply = true, settings = true) {
  server.now = new Date(now);
  const requests = serveHeadlines();
  const bundle = createTestStore();
  bundle.store.dispatch(bannerChanged({ isApply }));
  if (settings) bundle.store.dispatch(settingsReceived({ record: DEFAULT_SETTINGS, source: 'defaults' }));
  if (type === 'area') searchFound(bundle, '長野県', '松本市');
  return { ...renderShell(<BannerBar />, { bundle, now: new Date(now) }), bundle, requests };
}

const links = () => screen.queryAllByRole('link');

describe('BannerBar', () => {
  it('shows the area-limited banner for type area', () => {
    renderBar('area', '2025-10-15T12:00:00+09:00');
    expect(links()).toHaveLength(1);
    expect(links()[0]).toHaveTextContent('エリア限定');
    expect(links()[0]).toHaveTextContent('5,000円を上乗せ');
  });

  it('shows the other-campaign banner otherwise, with the headline the server found', async () => {
    renderBar('other', '2025-10-15T12:00:00+09:00');
    expect(links()).toHaveLength(1);
    // 50,000円 + Web限定 30,000円 (10ギガ, お乗り換え特典 chosen; its 25,000円 is not paid with the 50,000円): what the simulation reaches.
    await waitFor(() => expect(links()[0]).toHaveTextContent('最大80,000円キャッシュバック'));
  });

  it('names no figure before the server has said one', () => {
    renderBar('other', '2025-10-15T12:00:00+09:00');
    expect(links()[0]).not.toHaveTextContent(/最大[\d,]+円/);
  });

  it('asks nothing while the settings, which bring the figure, are on their way', async () => {
    const now = '2025-10-15T12:00:00+09:00';
    const { bundle, requests } = renderBar('other', now, true, false);
    act(() => {
      bundle.store.dispatch(
        settingsReceived({ record: servedSettings(defaultCampaignOffer, new Date(now)), source: 'server' }),
      );
    });
    expect(links()[0]).toHaveTextContent('最大80,000円キャッシュバック');
    expect(requests).toHaveLength(0);
  });

  it('adds the 10,000-yen additional cash back to the headline while it runs', async () => {
    renderBar('other', '2025-08-01T12:00:00+09:00');
    await waitFor(() => expect(links()[0]).toHaveTextContent('最大90,000円キャッシュバック'));
  });

  it('shows the figure the server says, not one of its own', async () => {
    server.answer = 123456;
    const { requests } = renderBar('other', '2025-10-15T12:00:00+09:00');
    await waitFor(() => expect(links()[0]).toHaveTextContent('最大123,456円キャッシュバック'));
    expect(requests.map((r) => r.variables)).toEqual([
      expect.objectContaining({ prefecture: null, city: null }),
    ]);
  });

  it('takes the headline the settings bring, without asking again, while it holds', async () => {
    const now = '2025-10-15T12:00:00+09:00';
    const { bundle, requests } = renderBar('other', now);
    await waitFor(() => expect(links()[0]).toHaveTextContent('最大80,000円キャッシュバック'));
    const offer = { ...defaultCampaignOffer, amounts: { ...defaultCampaignOffer.amounts, is50000CP: 40000 } };
    act(() => {
      bundle.store.dispatch(
        settingsReceived({ record: servedSettings(offer, new Date(now)), source: 'realtime' }),
      );
    });
    expect(links()[0]).toHaveTextContent('最大70,000円キャッシュバック');
    expect(requests).toHaveLength(1);
  });

  it('asks the server again once the settings’ headline no longer holds (a period bound has passed)', async () => {
    // The settings were answered before the additional campaign began; it runs now.
    const before = new Date('2025-07-10T12:00:00+09:00');
    const { bundle, requests } = renderBar('other', '2025-08-01T12:00:00+09:00');
    act(() => {
      bundle.store.dispatch(
        settingsReceived({ record: servedSettings(defaultCampaignOffer, before), source: 'server' }),
      );
    });
    await waitFor(() => expect(links()[0]).toHaveTextContent('最大90,000円キャッシュバック'));
    expect(requests.length).toBeGreaterThan(0);
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
  ])('keeps the other-campaign banner after a search %s', async (_label, installationInfo, areaData) => {
    const { bundle } = renderBar('other', '2025-10-15T12:00:00+09:00');
    act(() => searchFound(bundle, installationInfo.state, installationInfo.city, areaData));
    await waitFor(() => expect(links()[0]).toHaveTextContent('最大80,000円キャッシュバック'));
  });

  it('asks the server for the headline of the address the search found', async () => {
    const { bundle, requests } = renderBar('other', '2025-10-15T12:00:00+09:00');
    await waitFor(() => expect(links()[0]).toHaveTextContent('最大80,000円キャッシュバック'));
    server.answer = 101000;
    act(() => searchFound(bundle, '愛知県', '岡崎市'));
    await waitFor(() => expect(links()[0]).toHaveTextContent('最大101,000円キャッシュバック'));
    expect(requests.map((r) => r.variables)).toContainEqual(
      expect.objectContaining({ prefecture: '愛知県', city: '岡崎市' }),
    );
  });

  it('follows the offer the settings bring: another area, another amount', async () => {
    const { bundle } = renderBar('other', '2025-10-15T12:00:00+09:00');
    act(() => searchFound(bundle, '岐阜県', '岐阜市'));
    await waitFor(() => expect(links()[0]).toHaveTextContent('最大80,000円キャッシュバック'));
    const campaignOffer = {
      campaigns: defaultCampaignOffer.campaigns.map((c) =>
        c.id === 'isOriginalLimitedAddCP' ? { ...c, area: { prefectures: ['岐阜県'], cities: [] } } : c,
      ),
      amounts: { ...defaultCampaignOffer.amounts, limitedAdditional: 7000 },
      wording: [],
    };
    server.offer = campaignOffer;
    act(() => {
      bundle.store.dispatch(
        settingsReceived({ record: servedSettings(campaignOffer, server.now), source: 'realtime' }),
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
  it('keeps the figure it shows while the server answers for a new address, then shows the new one', async () => {
    const { bundle } = renderBar('other', '2025-10-15T12:00:00+09:00');
    await waitFor(() => expect(links()[0]).toHaveTextContent('最大80,000円キャッシュバック'));
    let release: () => void = () => undefined;
    server.hold = new Promise<void>((resolve) => (release = resolve));
    server.answer = 99000;
    act(() => searchFound(bundle, '岐阜県', '岐阜市'));
    expect(links()[0]).toHaveTextContent('最大80,000円キャッシュバック');
    release();
    await waitFor(() => expect(links()[0]).toHaveTextContent('最大99,000円キャッシュバック'));
  });
});

/** The bar hydrated over `serverHtml` in a browser whose settings brought `campaignOffer` and its headline. */
async function hydrateBar(serverHtml: string, campaignOffer: CampaignOffer, now: Date) {
  server.now = now;
  server.offer = campaignOffer;
  const requests = serveHeadlines();
  const bundle = createTestStore();
  bundle.store.dispatch(bannerChanged({ isApply: true }));
  bundle.store.dispatch(settingsReceived({ record: servedSettings(campaignOffer, now), source: 'realtime' }));
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const rendered = await act(async () => renderShell(<BannerBar />, { bundle, now, hydrate: container }));
  return { ...rendered, bundle, container, errors, requests };
}

describe('BannerBar on a prerendered page', () => {
  it('hydrates with the figure its page names, then shows the one its settings bring', async () => {
    const now = new Date('2025-10-15T12:00:00+09:00');
    // The page as the prerenderer wrote it: the figure it found, in the page and its meta.
    setRenderedHeadline('80000');
    const serverStore = createTestStore();
    serverStore.store.dispatch(bannerChanged({ isApply: true }));
    const serverHtml = await renderShellToString(<BannerBar />, { bundle: serverStore, now });
    setRenderedHeadline(null);
    expect(serverHtml).toContain('最大80,000円キャッシュバック');
    const meta = document.createElement('meta');
    meta.name = RENDERED_HEADLINE_META;
    meta.content = '80000';
    document.head.appendChild(meta);
    // Since the page was published, ops lowered the 50,000円 cash back: the settings say 70,000円.
    const opsOffer = {
      ...defaultCampaignOffer,
      amounts: { ...defaultCampaignOffer.amounts, is50000CP: 40000 },
    };
    const { container, errors, events, user, requests } = await hydrateBar(serverHtml, opsOffer, now);

    // Hydrated over the page's own HTML, without a mismatch, and the link answers through the site's code.
    await user.click(screen.getByRole('link', { name: /最大(80|70),000円キャッシュバック/ }));
    expect(events).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('link')).toHaveTextContent('最大70,000円キャッシュバック'));
    expect(requests).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    meta.remove();
    container.remove();
  });
});
