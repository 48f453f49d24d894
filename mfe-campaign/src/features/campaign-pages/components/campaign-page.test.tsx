import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  additionalCampaignPeriod,
  additionalCampaignPeriodLabel,
  basePlanPrice,
  campaignPeriodTerm,
  combinationRule,
  combinationRuleText,
  contractTerms,
  findRoute,
  formatYen,
  getCampaign,
  parseJstDateTime,
  paths,
  priceCatalog,
  DEFAULT_SETTINGS,
  defaultCampaignOffer,
} from '@hikari/shared/domain';
import { areaChecked, planDataChanged, settingsReceived } from '@hikari/shared/store';
import { servedAreaResult } from '@hikari/shared/testing/fixtures';
import { readyStore, renderPage } from '@hikari/shared/testing';
import { campaignPageOf, campaignPages } from '../../../content/campaign-pages';
import { CampaignPage } from './campaign-page';

const AFTER_ADDITIONAL = new Date('2026-11-22T12:00:00+09:00');

describe.each(campaignPages.map((page) => [page.path, page] as const))('CampaignPage %s', (path, content) => {
  it('has one h1, the title of the route table', async () => {
    await renderPage(<CampaignPage path={path} now={AFTER_ADDITIONAL} />, { path });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(findRoute(path)?.title ?? 'missing title');
  });

  it('never skips a heading level', async () => {
    await renderPage(<CampaignPage path={path} now={AFTER_ADDITIONAL} />, { path });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index] + 1));
  });

  it('gives every table a caption and scoped headers', async () => {
    await renderPage(<CampaignPage path={path} now={AFTER_ADDITIONAL} />, { path });
    for (const table of screen.queryAllByRole('table')) {
      expect(table.querySelector('caption')?.textContent).toBeTruthy();
      table
        .querySelectorAll('th')
        .forEach((th) => expect(['col', 'row']).toContain(th.getAttribute('scope')));
    }
  });

  // A page with a computed benefit (giga-triple) shows the simulation's answer instead (giga-triple-page.test.tsx).
  if (content.campaignIds.length > 0 && !content.computedBenefit) {
    it('shows each campaign with the amount and months of its definition', async () => {
      await renderPage(<CampaignPage path={path} now={AFTER_ADDITIONAL} />, { path });
      for (const id of content.campaignIds) {
        const campaign = getCampaign(id);
        const card = screen
          .getByRole('heading', { level: 3, name: campaign.name })
          .closest('li') as HTMLElement;
        // The name and description carry figures too, so the amount line is checked on its own.
        const amount = within(card).queryByTestId('benefit-amount');
        if (campaign.amount !== null) expect(amount).toHaveTextContent(formatYen(campaign.amount));
        if (campaign.months !== null) expect(amount).toHaveTextContent(`${campaign.months}ヶ月`);
        expect(card).toHaveTextContent(campaign.eligibility);
      }
    });
  }
});

describe('CampaignPage eligibility', () => {
  it('says plainly that the video benefit needs the premium pack, and follows a later change of plan', async () => {
    const bundle = await readyStore();
    bundle.store.dispatch(planDataChanged({ selectedPlan: 'plan1G' }));
    await renderPage(<CampaignPage path="/campaign/video/" />, { path: '/campaign/video/', bundle });

    const status = screen.getByRole('region', { name: '現在のシミュレーションでの判定' });
    expect(status).toHaveTextContent(
      '現在のシミュレーション（1ギガプラン（戸建て）・インターネットのみ）では対象外です',
    );
    expect(status).toHaveTextContent('Netflixパック（プレミアム）をお選びいただくと対象になります。');

    act(() => {
      bundle.store.dispatch(planDataChanged({ selectedPlan: 'plan10G', netflixPlan: 'premium' }));
    });
    expect(status).toHaveTextContent(
      '現在のシミュレーション（10ギガプラン（戸建て）・インターネットのみ）では対象です',
    );
  });

  it('judges a 10G choice outside a 10G area as the 1G plan the simulation will use', async () => {
    const bundle = await readyStore();
    bundle.store.dispatch(planDataChanged({ selectedPlan: 'plan10G', ereaType: 1, isGigazo: true }));
    await renderPage(<CampaignPage path="/campaign/gigazo/" />, { path: '/campaign/gigazo/', bundle });
    const status = screen.getByRole('region', { name: '現在のシミュレーションでの判定' });
    expect(status).toHaveTextContent(
      '現在のシミュレーション（1ギガプラン（戸建て）・インターネットのみ）では対象外です',
    );
    expect(status).toHaveTextContent('10ギガプランのみが対象です。');
  });

  it('names the apartment plan and the phone menu when those are chosen', async () => {
    const bundle = await readyStore();
    bundle.store.dispatch(
      planDataChanged({ buildingType: 1, selectedPlan: 'plan10G', baseMenu: 1, isPhone: true }),
    );
    await renderPage(<CampaignPage path="/campaign/au-coupon/" />, { path: '/campaign/au-coupon/', bundle });
    expect(screen.getByRole('region', { name: '現在のシミュレーションでの判定' })).toHaveTextContent(
      '現在のシミュレーション（10ギガプラン（マンション）・インターネット＋光電話）では対象です',
    );
  });

  it('shows the additional cash back as running inside its period and as ended after it', async () => {
    const start = parseJstDateTime(additionalCampaignPeriod.startsAfter) as Date;
    const during = new Date(start.getTime() + 24 * 60 * 60 * 1000);
    const { unmount } = await renderPage(<CampaignPage path="/campaign/web-cash-back/" now={during} />, {
      path: '/campaign/web-cash-back/',
    });
    const region = () => screen.getByRole('region', { name: '現在のシミュレーションでの判定' });
    expect(region()).toHaveTextContent('では対象です');
    expect(screen.getByRole('row', { name: /お申し込み期間/ })).toHaveTextContent(
      additionalCampaignPeriodLabel(),
    );
    unmount();

    await renderPage(<CampaignPage path="/campaign/web-cash-back/" now={AFTER_ADDITIONAL} />, {
      path: '/campaign/web-cash-back/',
    });
    expect(region()).toHaveTextContent('では対象外です');
    expect(region()).toHaveTextContent(
      `お申し込み期間（${additionalCampaignPeriodLabel()}）は終了しました。`,
    );
    // The page itself says, above everything, that the campaign has ended.
    expect(screen.getByTestId('campaign-ended')).toHaveTextContent(
      'このキャンペーンは2025年9月29日（月）をもって終了しました',
    );
  });

  it('does not say a running campaign has ended', async () => {
    await renderPage(<CampaignPage path="/campaign/cash-back/" now={AFTER_ADDITIONAL} />, {
      path: '/campaign/cash-back/',
    });
    expect(screen.queryByTestId('campaign-ended')).not.toBeInTheDocument();
  });

  it('prices the 980 campaign table from the catalog for every plan', async () => {
    await renderPage(<CampaignPage path="/campaign/one-year-980/" />, { path: '/campaign/one-year-980/' });
    const price980 = getCampaign('isOneYear980CP').amount ?? -1;
    for (const [buildingType, kind] of [
      [0, 'home'],
      [1, 'apartment'],
    ] as const) {
      for (const plan of ['plan10G', 'plan1G'] as const) {
        const regular = basePlanPrice(buildingType, plan);
        const row = screen.getByRole('row', {
          name: new RegExp(priceCatalog.plans[kind][plan].label.replace(/[()（）]/g, '.')),
        });
        const cells = within(row).getAllByRole('cell');
        expect(cells[0]).toHaveTextContent(formatYen(regular));
        expect(cells[1]).toHaveTextContent(formatYen(Math.min(price980, regular)));
      }
    }
  });

  it('leads to the simulation and application form', async () => {
    await renderPage(<CampaignPage path="/campaign/cash-back/" />, {
      path: '/campaign/cash-back/',
      otherPaths: [paths.applyForm],
    });
    await userEvent.click(screen.getByRole('link', { name: '料金シミュレーション・お申し込みへ' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.applyForm);
  });
});

describe('CampaignPage follows the campaign offer of the settings and the area search', () => {
  const served = servedAreaResult({ isRegister: false });

  it('shows the figure ops set, and says the campaign is not running once ops take it off', async () => {
    const bundle = await readyStore();
    const campaignOffer = {
      ...defaultCampaignOffer,
      amounts: { ...defaultCampaignOffer.amounts, is50000CP: 40000 },
    };
    bundle.store.dispatch(
      settingsReceived({ record: { ...DEFAULT_SETTINGS, campaignOffer }, source: 'server' }),
    );
    await renderPage(<CampaignPage path="/campaign/cash-back/" now={AFTER_ADDITIONAL} />, {
      path: '/campaign/cash-back/',
      bundle,
    });
    expect(screen.getByTestId('benefit-amount')).toHaveTextContent('40,000円');
    // The page's copy names the same figure; only the route title (the page's name in the route table) keeps 50,000円.
    expect(document.body.textContent?.split('50,000円')).toHaveLength(2);
    const status = screen.getByRole('region', { name: '現在のシミュレーションでの判定' });
    expect(status).toHaveTextContent('「40,000円キャッシュバック」を選ぶと対象になります。');

    act(() => {
      bundle.store.dispatch(
        settingsReceived({
          record: {
            ...DEFAULT_SETTINGS,
            campaignOffer: {
              ...campaignOffer,
              campaigns: campaignOffer.campaigns.filter((c) => c.id !== 'is50000CP'),
            },
          },
          source: 'realtime',
        }),
      );
    });
    expect(status).toHaveTextContent('このキャンペーンは現在実施していません。');
  });

  it("shows the campaign team's own words from the offer, with no release, and the catalog's again when they are taken back", async () => {
    const bundle = await readyStore();
    const eligibility = '新規でお申し込みいただき、お申し込みから3ヶ月以内に開通された方';
    const description = '新規のお申し込みで、開通後に50,000円をお振り込みします。';
    const worded = {
      ...defaultCampaignOffer,
      wording: [{ id: 'is50000CP' as const, description, eligibility, reason: null }],
    };
    bundle.store.dispatch(
      settingsReceived({ record: { ...DEFAULT_SETTINGS, campaignOffer: worded }, source: 'server' }),
    );
    await renderPage(<CampaignPage path="/campaign/cash-back/" now={AFTER_ADDITIONAL} />, {
      path: '/campaign/cash-back/',
      bundle,
    });
    expect(document.body).toHaveTextContent(eligibility);
    expect(document.body).toHaveTextContent(description);

    act(() => {
      bundle.store.dispatch(
        settingsReceived({
          record: { ...DEFAULT_SETTINGS, campaignOffer: defaultCampaignOffer },
          source: 'realtime',
        }),
      );
    });
    expect(document.body).not.toHaveTextContent(eligibility);
    expect(document.body).toHaveTextContent(getCampaign('is50000CP').eligibility);
  });

  it('names the area-limited cash back on /campaign/original/ only after an area search in its area', async () => {
    const bundle = await readyStore();
    await renderPage(<CampaignPage path="/campaign/original/" now={AFTER_ADDITIONAL} />, {
      path: '/campaign/original/',
      bundle,
    });
    const status = screen.getByRole('region', { name: '現在のシミュレーションでの判定' });
    const limited = getCampaign('isOriginalLimitedAddCP').name;
    expect(status).not.toHaveTextContent(limited);
    act(() => {
      bundle.store.dispatch(
        areaChecked({
          installationInfo: { state: '長野県', city: '松本市' },
          areaData: served,
          buildingType: 0,
        }),
      );
    });
    expect(status).toHaveTextContent(limited);
  });
});

describe('CampaignPage: what combines with what, in the words of the rule the estimate applies', () => {
  it.each([
    ['/campaign/cash-back/', ['baseCampaign', 'cashBack']],
    ['/campaign/one-year-980/', ['baseCampaign', 'baseFee']],
    ['/campaign/video/', ['streaming']],
  ] as const)('%s states the rules of its campaigns', async (path, rules) => {
    await renderPage(<CampaignPage path={path} now={AFTER_ADDITIONAL} />, { path });
    const section = screen.getByRole('heading', { level: 2, name: 'ほかのキャンペーンとの併用' })
      .parentElement as HTMLElement;
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(rules.map((id) => combinationRuleText(combinationRule(id))));
  });

  it('/campaign/cash-back/ no longer promises the 980 price with the cash back', async () => {
    await renderPage(<CampaignPage path="/campaign/cash-back/" now={AFTER_ADDITIONAL} />, {
      path: '/campaign/cash-back/',
    });
    expect(screen.queryByText(/基本料金も/)).not.toBeInTheDocument();
    expect(screen.getByText('基本料金は1ヶ月目から通常の料金です。')).toBeInTheDocument();
  });
});

// docs/business-rules.md#contract-terms: each campaign's period and how a cash back is paid, from the one source.
describe('CampaignPage periods and payment', () => {
  const periodItems = () =>
    within(screen.getByRole('region', { name: 'キャンペーン期間' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it.each(campaignPages.filter((page) => page.campaignIds.length > 0).map((page) => page.path))(
    '%s gives the period of each of its campaigns and never says only 「キャンペーン期間中」',
    async (path) => {
      await renderPage(<CampaignPage path={path} now={AFTER_ADDITIONAL} />, { path });
      const ids = campaignPageOf(path).campaignIds;
      const expected = ids.map((id) =>
        ids.length === 1
          ? campaignPeriodTerm(defaultCampaignOffer, id)
          : `${getCampaign(id).name}：${campaignPeriodTerm(defaultCampaignOffer, id)}`,
      );
      expect(periodItems()).toEqual(expected);
      expect(document.body).not.toHaveTextContent('キャンペーン期間中');
    },
  );

  it('gives the end date ops set in the offer, and says so when there is none', async () => {
    const bundle = await readyStore();
    const campaignOffer = {
      ...defaultCampaignOffer,
      campaigns: defaultCampaignOffer.campaigns.map((c) =>
        c.id === 'is50000CP' ? { ...c, endsBefore: '2027-01-01T00:00:00+09:00' } : c,
      ),
    };
    bundle.store.dispatch(
      settingsReceived({ record: { ...DEFAULT_SETTINGS, campaignOffer }, source: 'server' }),
    );
    const { unmount } = await renderPage(
      <CampaignPage path="/campaign/cash-back/" now={AFTER_ADDITIONAL} />,
      {
        path: '/campaign/cash-back/',
        bundle,
      },
    );
    expect(periodItems()).toEqual(['2026年12月31日（木）まで']);
    unmount();

    await renderPage(<CampaignPage path="/campaign/cash-back/" now={AFTER_ADDITIONAL} />, {
      path: '/campaign/cash-back/',
    });
    expect(periodItems()).toEqual(['実施中です。終了日は決まり次第このページでお知らせします。']);
  });

  it.each(['/campaign/original/', '/campaign/cash-back/', '/campaign/cash-back-2/'] as const)(
    '%s says how and when the cash back is paid',
    async (path) => {
      await renderPage(<CampaignPage path={path} now={AFTER_ADDITIONAL} />, { path });
      expect(screen.getByRole('region', { name: '受け取り方・適用の時期' })).toHaveTextContent(
        contractTerms.cashBackPayment,
      );
    },
  );

  it('no longer sends visitors of /campaign/original/ to the ended web cash back page', async () => {
    await renderPage(<CampaignPage path="/campaign/original/" now={AFTER_ADDITIONAL} />, {
      path: '/campaign/original/',
    });
    expect(document.body).not.toHaveTextContent(findRoute('/campaign/web-cash-back/')!.title);
    expect(document.querySelector('a[href="/campaign/web-cash-back/"]')).toBeNull();
    expect(findRoute('/campaign/web-cash-back/')?.noindex).toBe(true);
  });
});
