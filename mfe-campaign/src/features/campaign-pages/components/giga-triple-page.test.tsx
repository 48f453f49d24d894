import { screen, within } from '@testing-library/react';
import { formatYen, getCampaign, priceCatalog } from '@hikari/shared/domain';
import { planDataChanged } from '@hikari/shared/store';
import { readyStore, renderPage } from '@hikari/shared/testing';
import { CampaignPage } from './campaign-page';

const PATH = '/campaign/giga-triple/';
const NOW = new Date('2026-11-22T12:00:00+09:00');

/** The figures of the comparison row `header`: [internet alone, the three services]. */
function figures(header: string): string[] {
  const row = screen.getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

const yenOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('/campaign/giga-triple/', () => {
  it('compares the three services with the internet alone, priced as the simulation prices them', async () => {
    const bundle = await readyStore();
    bundle.store.dispatch(planDataChanged({ buildingType: 0, selectedPlan: 'plan1G' }));
    await renderPage(<CampaignPage path={PATH} now={NOW} />, { path: PATH, bundle });

    const comparison = screen.getByTestId('triple-comparison');
    expect(comparison).toHaveTextContent(
      `${priceCatalog.plans.home.plan1G.label}の「インターネットのみ」と比べています`,
    );
    const table = within(comparison).getByRole('table', {
      name: '「インターネットのみ」と「インターネット＋光電話＋光テレビ」の比較',
    });
    expect(table).toBeInTheDocument();
    const [alone, triple] = figures('月額料金（2年目）').map(yenOf);
    expect(triple! - alone!).toBe(priceCatalog.options.isPhone.monthly + priceCatalog.options.isTV.monthly);
    // The TV's installation is charged; the net installation and the admin fee stay waived.
    expect(figures('初期費用（お支払いいただく額）')).toEqual([
      formatYen(0),
      formatYen(priceCatalog.fees.tvInstallation),
    ]);
    expect(figures('クーポン（実質月額には含みません）')).toEqual([
      formatYen(0),
      formatYen(priceCatalog.campaigns.auCoupon),
    ]);
  });

  it('lists what the combination adds, with why, and what switching would add on top; no card repeats another page', async () => {
    await renderPage(<CampaignPage path={PATH} now={NOW} />, { path: PATH });
    const comparison = screen.getByTestId('triple-comparison');

    const added = within(comparison).getByRole('heading', { level: 3, name: '3つまとめると加わる特典' })
      .nextElementSibling as HTMLElement;
    const coupon = getCampaign('isAuCouponCP');
    expect(within(added).getByRole('link', { name: coupon.name })).toHaveAttribute('href', coupon.route);
    expect(added).toHaveTextContent(`（${coupon.reason}）`);
    expect(added).toHaveTextContent(getCampaign('antenna').name);

    const switching = within(comparison).getByRole('heading', {
      level: 3,
      name: '他社回線からお乗り換えの場合は、さらに次の特典が加わります',
    }).nextElementSibling as HTMLElement;
    expect(within(switching).getByRole('link', { name: getCampaign('isChangeCP').name })).toBeInTheDocument();

    // The other pages' cards (description + 対象となる方) are not repeated here.
    expect(screen.queryByText(coupon.description)).not.toBeInTheDocument();
  });
});
