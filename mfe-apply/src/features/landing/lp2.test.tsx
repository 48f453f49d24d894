import { screen, within } from '@testing-library/react';
import { paths, priceCatalog, type PriceCatalog } from '@hikari/shared/domain';
import { renderWithStore } from '@hikari/shared/testing';
import { Lp2Page } from './components/lp2-page';
import type { SellingPointOptions } from './selling-points';

/** A catalog edition with every figure the page shows changed, so a figure typed into the page would show. */
const edited: PriceCatalog = {
  ...priceCatalog,
  plans: {
    home: {
      plan10G: { ...priceCatalog.plans.home.plan10G, monthly: 6160 },
      plan1G: { ...priceCatalog.plans.home.plan1G, monthly: 5280 },
    },
    apartment: {
      plan10G: { ...priceCatalog.plans.apartment.plan10G, monthly: 5500 },
      plan1G: { ...priceCatalog.plans.apartment.plan1G, monthly: 3980 },
    },
  },
  fees: { ...priceCatalog.fees, installation: 33000, adminFee: 880 },
  campaigns: {
    ...priceCatalog.campaigns,
    isOriginal30000CP: 40000,
    isOriginal25000CP: 20000,
    isOriginal5000CP: 6000,
  },
};

const outsideAdditional = new Date('2025-12-01T12:00:00+09:00');
const insideAdditional = new Date('2025-08-01T12:00:00+09:00');

function renderLp2(options: SellingPointOptions = {}) {
  return renderWithStore(<Lp2Page now={outsideAdditional} {...options} />, { path: paths.specialLp2 });
}

const point = (id: string) => document.querySelector<HTMLElement>(`[data-point="${id}"]`) as HTMLElement;

describe('/special/lp2/', () => {
  it('takes every figure of its three selling points from the catalog and the campaign data', () => {
    renderLp2({ catalog: edited });
    expect(
      screen
        .getAllByRole('heading', { level: 3 })
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(['月々の料金がわかりやすい', 'Web限定キャッシュバック', '工事費実質無料・初期費用0円']);

    const price = within(point('price'));
    expect(price.getByText('月額3,980円から')).toBeInTheDocument();
    expect(
      price.getByText(/戸建て5,280円、マンション3,980円。10ギガプランは戸建て6,160円、マンション5,500円/),
    ).toBeInTheDocument();

    const cashBack = within(point('cashBack'));
    expect(cashBack.getByText('6,000円～40,000円')).toBeInTheDocument();
    expect(
      cashBack.getByText(/6,000円をキャッシュバック.*10ギガプランは40,000円、1ギガプランは20,000円/),
    ).toBeInTheDocument();
    expect(cashBack.getByRole('link', { name: 'キャッシュバックの詳細' })).toHaveAttribute(
      'href',
      '/campaign/original/',
    );

    const startCost = within(point('startCost'));
    expect(startCost.getByText('開通工事費33,000円が実質0円')).toBeInTheDocument();
    expect(startCost.getByText(/契約事務手数料880円が無料/)).toBeInTheDocument();
  });

  it('shows the current catalog by default', () => {
    renderLp2();
    expect(within(point('price')).getByText('月額4,070円から')).toBeInTheDocument();
    expect(within(point('cashBack')).getByText('5,000円～30,000円')).toBeInTheDocument();
  });

  it('mentions the additional cash back only while its period runs', () => {
    const { unmount } = renderLp2({ now: insideAdditional });
    expect(within(point('cashBack')).getByText(/10,000円を上乗せ/)).toBeInTheDocument();
    unmount();
    renderLp2({ now: outsideAdditional });
    expect(within(point('cashBack')).queryByText(/上乗せ/)).not.toBeInTheDocument();
  });

  it('does not advertise a start-cost campaign the catalog has switched off', () => {
    const { unmount } = renderLp2({
      catalog: { ...priceCatalog, standing: { freeInstallation: false, zeroInitialCost: true } },
    });
    expect(within(point('startCost')).getByRole('heading')).toHaveTextContent('初期費用0円');
    expect(within(point('startCost')).queryByText(/実質/)).not.toBeInTheDocument();
    unmount();

    renderLp2({
      catalog: { ...priceCatalog, standing: { freeInstallation: false, zeroInitialCost: false } },
    });
    expect(point('startCost')).toBeNull();
    expect(within(point('support')).getByText('はじめの3ヶ月無料')).toBeInTheDocument();
    expect(within(point('support')).getByText(/月額770円/)).toBeInTheDocument();
  });

  it('leads to the area search and the simulation, twice, with the three steps between', () => {
    renderLp2();
    const areaLinks = screen.getAllByRole('link', { name: '提供エリアを確認する' });
    const applyLinks = screen.getAllByRole('link', { name: '料金シミュレーション・お申し込み' });
    expect(areaLinks).toHaveLength(2);
    expect(applyLinks).toHaveLength(2);
    for (const link of areaLinks) expect(link).toHaveAttribute('href', paths.area);
    for (const link of applyLinks) expect(link).toHaveAttribute('href', paths.applyForm);
    const steps = within(screen.getByRole('region', { name: 'お申し込みは3ステップ' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.querySelector('h3')?.textContent)).toEqual([
      'STEP1提供エリアを確認',
      'STEP2料金をシミュレーション',
      'STEP3そのままWebでお申し込み',
    ]);
  });

  it('has one h1 and no images', () => {
    const { container } = renderLp2();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('かんたんお申し込み');
    expect(container.querySelector('img, picture, svg, video')).toBeNull();
  });
});
