import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { buildingKindOf, formatYen, priceCatalog, type AppliedCampaign } from '@hikari/shared/domain';
import { tripleCopy as copy } from '../../../content/triple-copy';
import type { SimulationView } from '../simulation-view';
import { tripleComparison, type MenuQuote } from '../triple-comparison';
import { ContentTable } from './content-table';

function CampaignList({ campaigns }: { campaigns: readonly AppliedCampaign[] }) {
  return (
    <ul>
      {campaigns.map((campaign) => (
        <li key={campaign.id} data-campaign-id={campaign.id}>
          <Link to={campaign.route}>{campaign.name}</Link>（{campaign.reason}）
        </li>
      ))}
    </ul>
  );
}

/**
 * What the three services together give against the internet alone, priced
 * by the shared simulation with the visitor's choices: the monthly fees, what
 * is paid once, the cash back, and the campaigns the combination earns.
 */
export function TripleComparisonSection({ view }: { view: SimulationView }) {
  const { planData, campaignData, now, offer, campaignAddress, definitions } = view;
  const result = useMemo(
    () => tripleComparison(planData, campaignData, { now, offer, campaignAddress, definitions }),
    [planData, campaignData, now, offer, campaignAddress, definitions],
  );
  const plan = priceCatalog.plans[buildingKindOf(planData.buildingType)][planData.selectedPlan].label;
  const row = (header: string, figure: (quote: MenuQuote) => number) => ({
    header,
    cells: [formatYen(figure(result.netOnly)), formatYen(figure(result.triple))],
  });
  const table = {
    caption: copy.caption,
    columns: [...copy.columns],
    rows: [
      row(copy.rows.firstYear, (quote) => quote.monthlyFirstYear),
      row(copy.rows.afterFirstYear, (quote) => quote.monthlyAfterFirstYear),
      row(copy.rows.oneTime, (quote) => quote.oneTimeTotal),
      row(copy.rows.cashBack, (quote) => quote.cashBackTotal),
      row(copy.rows.coupon, (quote) => quote.couponTotal),
      row(copy.rows.effective(priceCatalog.termMonths), (quote) => quote.effectiveMonthly),
    ],
  };
  return (
    <div data-testid="triple-comparison">
      <h3>{copy.heading}</h3>
      <p>{copy.basis(plan)}</p>
      <ContentTable table={table} />
      <h3>{copy.addedHeading}</h3>
      <CampaignList campaigns={result.added} />
      {result.addedBySwitching.length > 0 ? (
        <>
          <h3>{copy.switchingHeading}</h3>
          <CampaignList campaigns={result.addedBySwitching} />
          <p className="field__hint">{copy.switchingNote}</p>
        </>
      ) : null}
    </div>
  );
}
