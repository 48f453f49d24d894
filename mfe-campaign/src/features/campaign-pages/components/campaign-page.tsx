import { useMemo } from 'react';
import {
  additionalCampaignPeriod,
  campaignLastDayLabel,
  campaignPeriodTerm,
  combinationTextsFor,
  findRoute,
  getCampaign,
  isCampaignAdvertised,
  offerPeriod,
  paths,
  type OfferCampaignId,
} from '@hikari/shared/domain';
import { Notice, PageHeading, usePageInstant } from '@hikari/shared/ui';
import { buildCampaignPages, campaignPageOf, type CampaignPagePath } from '../../../content/campaign-pages';
import { pageCopy } from '../../../content/page-copy';
import { campaignVerdicts } from '../eligibility';
import { useSimulationView } from '../simulation-view';
import { BenefitCards } from './benefit-cards';
import { ContentTable } from './content-table';
import { EligibilityStatus } from './eligibility-status';
import { PageEnd } from './page-end';
import { TextSection } from './text-section';
import { TripleComparisonSection } from './triple-comparison-section';

export interface CampaignPageProps {
  path: CampaignPagePath;
  /** The moment the page judges periods at. Default: when it mounts. */
  now?: Date;
}

/** One campaign page: the benefit, whether it applies to the visitor's simulation, who gets it, how, and the notes. */
export function CampaignPage({ path, now }: CampaignPageProps) {
  const pageInstant = usePageInstant();
  const at = now ?? pageInstant;
  const view = useSimulationView(at);
  // The copy names the figures and the period of the offer in force.
  const { definitions, offer } = view;
  const content = useMemo(
    () =>
      campaignPageOf(
        path,
        buildCampaignPages(definitions, offerPeriod(offer, 'isOriginalAddCP') ?? additionalCampaignPeriod),
      ),
    [path, definitions, offer],
  );
  const verdict = campaignVerdicts[path](view);
  const mainId = content.campaignIds[0];
  const ended = mainId !== undefined && !isCampaignAdvertised(offer, mainId, at);
  // Each campaign's period as the offer in force gives it; named when the page explains several.
  const periods = content.campaignIds.map((id) =>
    content.campaignIds.length === 1
      ? campaignPeriodTerm(offer, id)
      : `${getCampaign(id, definitions).name}：${campaignPeriodTerm(offer, id)}`,
  );

  return (
    <>
      <PageHeading lead={content.lead}>{findRoute(path)?.title}</PageHeading>
      {ended ? (
        <div data-testid="campaign-ended">
          <Notice tone="warning" title={pageCopy.endedTitle}>
            {pageCopy.ended(campaignLastDayLabel(offer, mainId as OfferCampaignId))}
          </Notice>
        </div>
      ) : null}
      <EligibilityStatus verdict={verdict} planData={view.planData} />
      <section className="section" aria-labelledby="benefit-heading">
        <h2 id="benefit-heading">{pageCopy.benefitHeading}</h2>
        {content.computedBenefit === 'tripleComparison' ? (
          <TripleComparisonSection view={view} />
        ) : (
          <BenefitCards campaignIds={content.campaignIds} definitions={view.definitions} />
        )}
        {content.table ? <ContentTable table={content.table} /> : null}
      </section>
      <TextSection heading={pageCopy.periodHeading} items={periods} />
      {/* The combining rules the estimate applies, in its words (combinationTextsFor). */}
      <TextSection
        heading={pageCopy.combinationHeading}
        items={combinationTextsFor(content.campaignIds, definitions)}
      />
      <PageEnd content={content} howHeading={pageCopy.howHeading} backTo={paths.campaign} />
    </>
  );
}
