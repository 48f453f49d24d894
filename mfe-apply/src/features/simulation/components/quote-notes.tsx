import { effectiveMonthlyExplanation, type PriceBreakdown } from '@hikari/shared/domain';
import { quoteNotesCopy as copy } from '../../../content/simulation-content';

export interface QuoteNotesProps {
  breakdown: PriceBreakdown;
  /** Heading level of the note headings inside the section that shows them. Default 3. */
  level?: 3 | 4;
}

/**
 * The conditions a quote carries (開通工事費 実質無料 and what early
 * cancellation costs; the home-type price of an unregistered building), the
 * chosen campaigns that give nothing here and why, and exactly what 実質月額
 * counts. The simulation and the confirmation both show it, from the same
 * price breakdown the API stores.
 */
export function QuoteNotes({ breakdown, level = 3 }: QuoteNotesProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="quote-notes" data-testid="quote-notes">
      {breakdown.conditions.length > 0 ? (
        <>
          <Heading className="summary__subheading">{copy.conditionsHeading}</Heading>
          {/* A list of sentences, not a term and its figure: the summary's own
              description-list style (right-aligned, bold) is for the totals. */}
          <ul className="quote-notes__conditions" data-testid="quote-conditions">
            {breakdown.conditions.map((condition) => (
              <li key={condition.id}>
                {condition.title}：{condition.text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {breakdown.notApplied.length > 0 ? (
        <>
          <Heading className="summary__subheading">{copy.notAppliedHeading}</Heading>
          <ul className="summary__list" data-testid="quote-not-applied">
            {breakdown.notApplied.map((item) => (
              <li key={item.id}>
                <span>
                  {item.name}：{item.reason}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Heading className="summary__subheading">{copy.effectiveHeading(breakdown.termMonths)}</Heading>
      <p className="summary__note" data-testid="effective-explanation">
        {effectiveMonthlyExplanation(breakdown)}
      </p>
    </div>
  );
}
