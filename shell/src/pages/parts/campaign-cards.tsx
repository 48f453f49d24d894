import { Link } from 'react-router-dom';
import { getCampaign, type CampaignId } from '@hikari/shared/domain';

/** One card per campaign: name, description, who it is for, and a link to its own page. */
export function CampaignCards({ ids }: { ids: readonly CampaignId[] }) {
  return (
    <ul className="cards">
      {ids.map((id) => {
        const campaign = getCampaign(id);
        return (
          <li key={id} className="card">
            <h3>{campaign.name}</h3>
            <p>{campaign.description}</p>
            <p className="card__note">対象：{campaign.eligibility}</p>
            <p className="card__footer">
              <Link to={campaign.route}>「{campaign.name}」の詳細</Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
