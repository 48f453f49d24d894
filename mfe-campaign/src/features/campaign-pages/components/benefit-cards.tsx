import { getCampaign, type CampaignDefinition, type CampaignId } from '@hikari/shared/domain';
import { benefitAmountLabel } from '../../../content/benefit-copy';
import { pageCopy } from '../../../content/page-copy';

export interface BenefitCardsProps {
  campaignIds: readonly CampaignId[];
  /** Definitions priced by the campaign offer in force. Default: the seeded catalog's. */
  definitions?: readonly CampaignDefinition[];
}

/** One card per campaign definition: name, benefit, description and who gets it. */
export function BenefitCards({ campaignIds, definitions }: BenefitCardsProps) {
  if (campaignIds.length === 0) return null;
  return (
    <ul className="cards">
      {campaignIds.map((id) => {
        const campaign = getCampaign(id, definitions);
        const amount = benefitAmountLabel(campaign);
        return (
          <li key={id} className="card" data-campaign-id={id}>
            <h3>{campaign.name}</h3>
            {amount ? (
              <p className="card__amount" data-testid="benefit-amount">
                {amount}
              </p>
            ) : null}
            <p>{campaign.description}</p>
            <p className="field__hint">
              {pageCopy.whoLabel}：{campaign.eligibility}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
