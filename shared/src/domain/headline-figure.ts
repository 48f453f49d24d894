// The banner's headline as the browser meets it: the figure the server
// found (campaign-headlines.ts computes it, with the simulation), until when
// it holds, and how a prerendered page names it. Apart from the computation,
// so that the site's start needs no simulation (docs/architecture.md#shared-state).

/** The banner's headline as the server answers it: the figure, and until when it holds. */
export interface CampaignHeadline {
  /** The largest cash back the simulation grants, in yen (0 when no cash back is on offer). */
  maxCashBack: number;
  /** ISO 8601: the figure holds before this instant (nextCampaignChange); null: until the offer changes. */
  validUntil: string | null;
}

/** Whether a headline still holds at `now`. */
export function headlineHolds(headline: CampaignHeadline, now: Date): boolean {
  return headline.validUntil === null || now.getTime() < new Date(headline.validUntil).getTime();
}

/**
 * The meta tag of a prerendered page that carries the banner's figure it
 * shows (in yen; written by tools/site/prerender.ts, read in the browser by
 * renderedHeadline in @hikari/shared/ui), so that the page hydrates with it.
 */
export const RENDERED_HEADLINE_META = 'hikari-rendered-headline';

/** The figure a page's RENDERED_HEADLINE_META says; undefined without a readable one. */
export function renderedHeadlineTotal(rendered: string | null): number | undefined {
  const total = Number(rendered ?? '');
  return rendered && Number.isSafeInteger(total) && total >= 0 ? total : undefined;
}
