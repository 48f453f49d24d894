import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formatYen, type PriceBreakdown } from '@hikari/shared/domain';
import { useAppDispatch, useAppSelector } from '@hikari/shared/store';
import { RowTable } from '@hikari/shared/ui';
import { summaryCopy as copy } from '../../../content/simulation-content';
import { breakdownToggled, selectIsBreakdownOpen } from '../state/simulation-slice';
import { QuoteNotes } from './quote-notes';

export interface PriceSummaryProps {
  breakdown: PriceBreakdown;
}

/**
 * The estimate beside the choices; every figure comes from the domain's price
 * breakdown. Drawn again only when the breakdown changes: a tap's own render
 * keeps the last figures (they follow in a transition) and skips it.
 */
export const PriceSummary = memo(function PriceSummary({ breakdown }: PriceSummaryProps) {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectIsBreakdownOpen);
  const term = breakdown.termMonths;
  const laterChanges = breakdown.monthlyLines.filter((line) => line.later && line.later.fromMonth > 13);

  return (
    <section className="summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="summary__heading">
        {copy.heading}
      </h2>
      <div aria-live="polite">
        <dl className="summary__totals">
          <dt>{copy.firstYear}</dt>
          <dd data-testid="summary-first-year">{formatYen(breakdown.monthlyTotal.firstYear)}</dd>
          <dt>{copy.afterFirstYear}</dt>
          <dd data-testid="summary-after-first-year">{formatYen(breakdown.monthlyTotal.afterFirstYear)}</dd>
          {breakdown.yearlyTotal > 0 ? (
            <>
              <dt>{copy.yearly}</dt>
              <dd data-testid="summary-yearly">{formatYen(breakdown.yearlyTotal)}</dd>
            </>
          ) : null}
          <dt>{copy.oneTime}</dt>
          <dd data-testid="summary-one-time">{formatYen(breakdown.oneTimeTotal)}</dd>
          <dt>{copy.cashBack}</dt>
          <dd data-testid="summary-cash-back">{formatYen(breakdown.cashBackTotal)}</dd>
          <dt className="summary__effective">{copy.effective(term)}</dt>
          <dd className="summary__effective" data-testid="summary-effective">
            {formatYen(breakdown.effectiveMonthly)}
          </dd>
        </dl>
      </div>
      {breakdown.couponTotal > 0 ? (
        <p className="summary__note">{copy.coupon(formatYen(breakdown.couponTotal))}</p>
      ) : null}
      {laterChanges.map((line) =>
        line.later ? (
          <p key={line.id} className="summary__note">
            {copy.later(line.label, line.later.fromMonth, formatYen(line.later.amount))}
          </p>
        ) : null,
      )}

      <h3 className="summary__subheading">{copy.oneTimeHeading}</h3>
      <ul className="summary__list">
        {breakdown.oneTimeCosts.map((cost) => (
          <li key={cost.id}>
            <span>{cost.label}</span>
            <span>
              {cost.waivedBy ? (
                <>
                  <s>{formatYen(cost.amount)}</s> {cost.waiverLabel}
                </>
              ) : (
                formatYen(cost.amount)
              )}
            </span>
          </li>
        ))}
      </ul>

      <h3 className="summary__subheading">{copy.campaignsHeading}</h3>
      {breakdown.appliedCampaigns.length === 0 ? (
        <p>{copy.noCampaigns}</p>
      ) : (
        <ul className="summary__campaigns" data-testid="summary-campaigns">
          {breakdown.appliedCampaigns.map((campaign) => (
            <li key={campaign.id}>
              <Link to={campaign.route}>{campaign.name}</Link>
              <span className="summary__reason">{campaign.reason}</span>
            </li>
          ))}
        </ul>
      )}

      <QuoteNotes breakdown={breakdown} />

      <button
        type="button"
        className="button button--ghost button--small"
        aria-expanded={isOpen}
        aria-controls="summary-breakdown"
        onClick={() => dispatch(breakdownToggled())}
      >
        {isOpen ? copy.breakdownClose : copy.breakdownOpen}
      </button>
      <div id="summary-breakdown" hidden={!isOpen} className="table-wrap">
        <RowTable
          className="data summary__table"
          caption={copy.breakdownCaption}
          captionClassName="visually-hidden"
          columns={[copy.columnItem, copy.columnRegular, copy.columnPromo]}
          cellClassNames={['num']}
          rows={breakdown.monthlyLines.map((line) => ({
            id: line.id,
            label: line.label,
            cells: [
              <>
                {formatYen(line.amount)}
                {line.billing === 'yearly' ? copy.perYear : null}
              </>,
              line.promo
                ? line.promo.amount === 0
                  ? copy.promoFree(line.promo.months)
                  : copy.promoPrice(line.promo.months, formatYen(line.promo.amount))
                : '－',
            ],
          }))}
        />
      </div>
      <p className="summary__note">{copy.taxNote}</p>
    </section>
  );
});
