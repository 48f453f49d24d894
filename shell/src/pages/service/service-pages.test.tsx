import { screen, within } from '@testing-library/react';
import { contractTerms, feeLabels, formatYen, paths, priceCatalog } from '@hikari/shared/domain';
import { renderWithStore } from '@hikari/shared/testing';
import CancellationPage from './cancellation-page';
import CautionNotesPage from './caution-notes-page';
import ConstructionHomePage from './construction-home-page';
import ConstructionMansionPage from './construction-mansion-page';
import NetflixPage from './netflix-page';

const term = priceCatalog.termMonths;

function row(table: HTMLElement, selector: string): HTMLElement {
  const found = table.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no row ${selector}`);
  return found;
}

describe('/service/caution-notes/', () => {
  // docs/business-rules.md#contract-terms: the terms in the words of the terms step and the contract mail.
  it('states each term of the contract as the contract document does', () => {
    renderWithStore(<CautionNotesPage />, { path: paths.serviceCautionNotes });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    for (const statement of [
      contractTerms.billingStart,
      contractTerms.contractPeriod(term),
      contractTerms.earlyTermination(term),
      contractTerms.coolingOffPeriod(),
      contractTerms.coolingOffHow,
      contractTerms.coolingOffCharges,
      contractTerms.worksAttendance,
      contractTerms.worksDay,
      contractTerms.cashBackPayment,
    ])
      expect(items).toContain(statement);
    expect(document.body).not.toHaveTextContent('月額料金は開通した日からかかります。');
  });
});

describe('/service/cancellation/', () => {
  it('charges one month of the base fee inside the term and nothing after it, per plan', () => {
    renderWithStore(<CancellationPage />, { path: paths.serviceCancellation });
    expect(
      screen.getByText(`${contractTerms.contractPeriod(term)}${contractTerms.earlyTermination(term)}`),
    ).toBeInTheDocument();
    const table = screen.getByTestId('early-termination');
    expect(within(table).getByRole('columnheader', { name: `${term}ヶ月目までの解約` })).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: `${term + 1}ヶ月目以降の解約` }),
    ).toBeInTheDocument();
    for (const kind of ['home', 'apartment'] as const) {
      for (const plan of ['plan10G', 'plan1G'] as const) {
        const tr = row(table, `tr[data-building="${kind}"][data-plan="${plan}"]`);
        expect(within(tr).getAllByRole('cell')[0]).toHaveTextContent(
          formatYen(priceCatalog.plans[kind][plan].monthly),
        );
        expect(within(tr).getAllByRole('cell')[1]).toHaveTextContent(formatYen(0));
      }
    }
  });

  it('shows the removal fees of the catalog', () => {
    renderWithStore(<CancellationPage />, { path: paths.serviceCancellation });
    const table = screen.getByTestId('removal');
    expect(row(table, 'tr[data-fee="removalNet"]')).toHaveTextContent(
      formatYen(priceCatalog.fees.removalNet),
    );
    expect(row(table, 'tr[data-fee="removalTV"]')).toHaveTextContent(formatYen(priceCatalog.fees.removalTV));
  });

  it('shows what is left of the installation fee on an early exit, and nothing at the end of the term', () => {
    renderWithStore(<CancellationPage />, { path: paths.serviceCancellation });
    const table = screen.getByTestId('installation-balance');
    // Every instalment after the first is the whole-yen share of the fee, so
    // after m months the balance is that share times the months left.
    const share = Math.floor(priceCatalog.fees.installation / term);
    const rows = Array.from(table.querySelectorAll<HTMLElement>('tbody tr'));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const tr of rows) {
      const month = Number(tr.dataset.month);
      expect(within(tr).getAllByRole('cell')[1]).toHaveTextContent(formatYen(share * (term - month)));
    }
    expect(row(table, `tr[data-month="${term}"]`)).toHaveTextContent(formatYen(0));
  });

  it('reads the catalog at render time, so a changed base fee changes the termination fee', () => {
    const original = priceCatalog.plans.apartment.plan1G.monthly;
    priceCatalog.plans.apartment.plan1G.monthly = original + 321;
    try {
      renderWithStore(<CancellationPage />, { path: paths.serviceCancellation });
      const tr = row(
        screen.getByTestId('early-termination'),
        'tr[data-building="apartment"][data-plan="plan1G"]',
      );
      expect(within(tr).getAllByRole('cell')[0]).toHaveTextContent(formatYen(original + 321));
    } finally {
      priceCatalog.plans.apartment.plan1G.monthly = original;
    }
  });
});

describe('/service/netflix/', () => {
  it('shows both Netflix plans with their catalog prices', () => {
    renderWithStore(<NetflixPage />, { path: paths.serviceNetflix });
    const table = screen.getByRole('table', { name: /Netflixパックの料金/ });
    for (const plan of ['normal', 'premium'] as const) {
      const { label, monthly } = priceCatalog.netflixPlans[plan];
      const tr = within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
      expect(tr).toHaveTextContent(`月額${formatYen(monthly as number)}`);
    }
  });
});

describe('/service/construction/*', () => {
  it.each([
    ['home', ConstructionHomePage, paths.serviceConstructionHome],
    ['mansion', ConstructionMansionPage, paths.serviceConstructionMansion],
  ] as const)('%s: the steps in order and the holiday fee of the catalog', (_name, Page, path) => {
    renderWithStore(<Page />, { path });
    const steps = within(screen.getByRole('region', { name: 'お申し込みから開通までの流れ' })).getAllByRole(
      'heading',
      { level: 3 },
    );
    expect(steps[0]).toHaveTextContent('お申し込み');
    expect(steps[steps.length - 1]).toHaveTextContent('ご利用開始');
    const fees = screen.getByRole('table', { name: /工事の費用/ });
    const holiday = within(fees)
      .getByRole('rowheader', { name: feeLabels.holidayInstallation })
      .closest('tr');
    expect(holiday).toHaveTextContent(formatYen(priceCatalog.fees.holidayInstallation));
  });
});
