import { screen, within } from '@testing-library/react';
import {
  DEFAULT_SETTINGS,
  defaultCampaignOffer,
  formatYen,
  getCampaign,
  paths,
  priceCatalog,
} from '@hikari/shared/domain';
import { settingsReceived } from '@hikari/shared/store';
import { createTestStore, renderWithStore } from '@hikari/shared/testing';
import { topCampaigns } from '../../content/top-page';
import { expectLinks } from '../../testing';
import TopPage from './top-page';

describe('TopPage', () => {
  it('shows the three steps area → simulate → apply, each linking to its page', () => {
    renderWithStore(<TopPage />);
    const steps = within(screen.getByRole('region', { name: 'お申し込みまでの3ステップ' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(3);
    const expected = [
      ['STEP1', '提供エリアを確認', paths.area],
      ['STEP2', '料金をシミュレーション', paths.applyForm],
      ['STEP3', 'Webでお申し込み', paths.applyArea],
    ];
    steps.forEach((step, index) => {
      const [number, title, href] = expected[index] as [string, string, string];
      expect(within(step).getByRole('heading', { level: 3 })).toHaveTextContent(`${number}${title}`);
      expect(within(step).getByRole('link')).toHaveAttribute('href', href);
    });
  });

  it('has one h1 and links to the area search and the simulation from the hero', () => {
    renderWithStore(<TopPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const hero = screen.getByRole('region', { name: /東海5県の光回線なら/ });
    expectLinks(hero, [
      ['提供エリアを確認する', paths.area],
      ['料金をシミュレーションする', paths.applyForm],
    ]);
  });

  it('shows the four plan prices from the catalog', () => {
    renderWithStore(<TopPage />);
    const plans = screen.getByRole('region', { name: '料金プラン' });
    for (const [kind, building] of [
      ['home', priceCatalog.plans.home],
      ['apartment', priceCatalog.plans.apartment],
    ] as const) {
      const card = plans.querySelector(`[data-building="${kind}"]`) as HTMLElement;
      expect(card.querySelector('[data-plan="plan10G"]')).toHaveTextContent(
        formatYen(building.plan10G.monthly),
      );
      expect(card.querySelector('[data-plan="plan1G"]')).toHaveTextContent(
        formatYen(building.plan1G.monthly),
      );
    }
  });

  it('lists the main campaigns by their names, each linking to its page', () => {
    renderWithStore(<TopPage />);
    const section = screen.getByRole('region', { name: 'いまお申し込みの方への特典' });
    for (const id of topCampaigns.ids) {
      const campaign = getCampaign(id);
      expect(within(section).getByRole('heading', { name: campaign.name })).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: `「${campaign.name}」の詳細` })).toHaveAttribute(
        'href',
        campaign.route,
      );
    }
  });

  it('advertises only the campaigns of the offer in force, with its figures', () => {
    const bundle = createTestStore();
    const campaignOffer = {
      campaigns: defaultCampaignOffer.campaigns.filter((c) => c.id !== 'isOneYear980CP'),
      amounts: { ...defaultCampaignOffer.amounts, isOriginal30000CP: 35000 },
      wording: [],
    };
    bundle.store.dispatch(
      settingsReceived({ record: { ...DEFAULT_SETTINGS, campaignOffer }, source: 'server' }),
    );
    renderWithStore(<TopPage />, { bundle });
    const section = screen.getByRole('region', { name: 'いまお申し込みの方への特典' });
    expect(within(section).queryByRole('heading', { name: getCampaign('isOneYear980CP').name })).toBeNull();
    expect(
      within(section).getByRole('heading', { name: 'Web限定 35,000円キャッシュバック' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('heading', { name: getCampaign('construction').name }),
    ).toBeInTheDocument();
  });
});
