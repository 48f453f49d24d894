import {
  campaignDefinitionsFor,
  getCampaign,
  isCampaignRunning,
  type CampaignId,
} from '@hikari/shared/domain/core';
import { selectCampaignOffer, useAppSelector } from '@hikari/shared/store';
import { LinkCard } from '@hikari/shared/ui';
import { useNow } from '../../services/clock';

/**
 * One card per campaign that runs now (the offer of the settings, with its
 * figures): name, description, who it is for unless `withEligibility` is
 * false, and a link to its own page.
 */
export function CampaignCards({
  ids,
  withEligibility = true,
}: {
  ids: readonly CampaignId[];
  withEligibility?: boolean;
}) {
  const offer = useAppSelector(selectCampaignOffer);
  const now = useNow();
  const definitions = campaignDefinitionsFor(offer);
  return (
    <ul className="cards">
      {ids
        .filter((id) => isCampaignRunning(offer, id, now))
        .map((id) => {
          const campaign = getCampaign(id, definitions);
          return (
            <LinkCard
              key={id}
              heading={campaign.name}
              to={campaign.route}
              linkLabel={`「${campaign.name}」の詳細`}
            >
              <p>{campaign.description}</p>
              {withEligibility ? <p className="card__note">対象：{campaign.eligibility}</p> : null}
            </LinkCard>
          );
        })}
    </ul>
  );
}
