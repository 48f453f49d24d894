import { screen, within } from '@testing-library/react';
import {
  DEFAULT_SETTINGS,
  contractTerms,
  defaultCampaignOffer,
  formatYen,
  getCampaign,
  paths,
  priceCatalog,
} from '@hikari/shared/domain';
import { settingsReceived } from '@hikari/shared/store';
import { createTestStore, renderWithStore } from '@hikari/shared/testing';
import { installationInstallments } from '../../content/fee-figures';
import PlanHomePage from './plan-home-page';
import PlanMansionPage from './plan-mansion-page';
import PlanOverviewPage from './plan-overview-page';

function priceCell(table: HTMLElement, plan: string, building?: string): HTMLElement {
  const row = table.querySelector<HTMLElement>(`tr[data-plan="${plan}"]`);
  if (!row) throw new Error(`no row for ${plan}`);
  const cell = row.querySelector<HTMLElement>(
    building ? `td[data-building="${building}"]` : 'td.plan-table__price',
  );
  if (!cell) throw new Error(`no price cell for ${plan} ${building ?? ''}`);
  return cell;
}

function feeRow(name: string): HTMLElement {
  const table = screen.getByRole('table', { name: /初期費用/ });
  const header = within(table).getByRole('rowheader', { name });
  return header.closest('tr') as HTMLElement;
}

describe('plan pages', () => {
  it('/plan/ shows the four monthly fees of the catalog', () => {
    renderWithStore(<PlanOverviewPage />, { path: paths.plan });
    const table = screen.getByRole('table', { name: /月額料金/ });
    const { home, apartment } = priceCatalog.plans;
    expect(priceCell(table, 'plan10G', 'home')).toHaveTextContent(formatYen(home.plan10G.monthly));
    expect(priceCell(table, 'plan1G', 'home')).toHaveTextContent(formatYen(home.plan1G.monthly));
    expect(priceCell(table, 'plan10G', 'apartment')).toHaveTextContent(formatYen(apartment.plan10G.monthly));
    expect(priceCell(table, 'plan1G', 'apartment')).toHaveTextContent(formatYen(apartment.plan1G.monthly));
  });

  it("/plan/ offers 安心サポートPlus as the visitor's choice, with the price and free months of the catalog", () => {
    renderWithStore(<PlanOverviewPage />, { path: paths.plan });
    const anshin = priceCatalog.options.isAnshinSupport;
    const options = screen.getByRole('table', { name: /主なオプション/ });
    const row = within(options).getByRole('rowheader', { name: anshin.label }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(`月額${formatYen(anshin.monthly)}`);
    expect(row).toHaveTextContent(
      `${anshin.later?.fromMonth}ヶ月目から月額${formatYen(anshin.later?.monthly ?? 0)}`,
    );
    expect(row).toHaveTextContent(`最初の${anshin.freeMonthsWithLine}ヶ月は無料`);
    expect(row).toHaveTextContent('ご希望の方は、料金シミュレーションでお選びください');
    expect(row).not.toHaveTextContent(/最初から選択|はじめから/);
  });

  it('/plan/home/ shows the home fees, the term and the one-time fees of the catalog', () => {
    renderWithStore(<PlanHomePage />, { path: paths.planHome });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('戸建てプラン');
    const table = screen.getByRole('table', { name: /戸建ての月額料金/ });
    expect(priceCell(table, 'plan10G')).toHaveTextContent(formatYen(priceCatalog.plans.home.plan10G.monthly));
    expect(priceCell(table, 'plan1G')).toHaveTextContent(formatYen(priceCatalog.plans.home.plan1G.monthly));
    expect(within(table).getAllByText(new RegExp(`${priceCatalog.termMonths}ヶ月`))).toHaveLength(2);

    expect(feeRow('契約事務手数料')).toHaveTextContent(formatYen(priceCatalog.fees.adminFee));
    const installation = feeRow('開通工事費');
    const split = installationInstallments();
    expect(installation).toHaveTextContent(formatYen(priceCatalog.fees.installation));
    expect(installation).toHaveTextContent(`初回${formatYen(split.first)}`);
    expect(installation).toHaveTextContent(`2回目以降${formatYen(split.monthly)}`);
    expect(feeRow('休日工事費')).toHaveTextContent(formatYen(priceCatalog.fees.holidayInstallation));
    expect(feeRow('光テレビ工事費')).toHaveTextContent(formatYen(priceCatalog.fees.tvInstallation));
  });

  it('/plan/home/ states the term and the cancellation charge in the words of the contract document', () => {
    renderWithStore(<PlanHomePage />, { path: paths.planHome });
    const section = screen.getByRole('region', { name: '契約期間と解約' });
    expect(section).toHaveTextContent(`${contractTerms.contractPeriod()}${contractTerms.earlyTermination()}`);
  });

  it('/plan/mansion/ shows the apartment fees and options of the catalog', () => {
    renderWithStore(<PlanMansionPage />, { path: paths.planMansion });
    const table = screen.getByRole('table', { name: /マンションの月額料金/ });
    expect(priceCell(table, 'plan10G')).toHaveTextContent(
      formatYen(priceCatalog.plans.apartment.plan10G.monthly),
    );
    expect(priceCell(table, 'plan1G')).toHaveTextContent(
      formatYen(priceCatalog.plans.apartment.plan1G.monthly),
    );

    const options = screen.getByRole('table', { name: /主なオプション/ });
    const phone = within(options)
      .getByRole('rowheader', { name: priceCatalog.options.isPhone.label })
      .closest('tr');
    expect(phone).toHaveTextContent(`月額${formatYen(priceCatalog.options.isPhone.monthly)}`);
  });

  it('reads the prices at render time, so a catalog edit reaches the page', () => {
    const original = priceCatalog.plans.home.plan10G.monthly;
    priceCatalog.plans.home.plan10G.monthly = original + 1234;
    try {
      renderWithStore(<PlanHomePage />, { path: paths.planHome });
      const table = screen.getByRole('table', { name: /戸建ての月額料金/ });
      expect(priceCell(table, 'plan10G')).toHaveTextContent(formatYen(original + 1234));
    } finally {
      priceCatalog.plans.home.plan10G.monthly = original;
    }
  });

  it('links every plan page to the application form', () => {
    for (const [Page, path] of [
      [PlanOverviewPage, paths.plan],
      [PlanHomePage, paths.planHome],
      [PlanMansionPage, paths.planMansion],
    ] as const) {
      const { unmount } = renderWithStore(<Page />, { path });
      const links = screen.getAllByRole('link', { name: '料金シミュレーション・お申し込みへ進む' });
      expect(links[0]).toHaveAttribute('href', paths.applyForm);
      unmount();
    }
  });

  it('/plan/ advertises only the campaigns of the offer in force, with its figures', () => {
    const bundle = createTestStore();
    const campaignOffer = {
      ...defaultCampaignOffer,
      campaigns: defaultCampaignOffer.campaigns.filter((c) => c.id !== 'isOneYear980CP'),
    };
    bundle.store.dispatch(
      settingsReceived({ record: { ...DEFAULT_SETTINGS, campaignOffer }, source: 'server' }),
    );
    renderWithStore(<PlanOverviewPage />, { path: paths.plan, bundle });
    const section = screen.getByRole('region', { name: '料金がお得になるキャンペーン' });
    // Withdrawn by ops: not advertised, though the catalog still defines it.
    expect(within(section).queryByRole('heading', { name: getCampaign('isOneYear980CP').name })).toBeNull();
    expect(
      within(section).getByRole('heading', { name: getCampaign('construction').name }),
    ).toBeInTheDocument();
  });
});
