import { Link } from 'react-router-dom';
import {
  OFFER_CAMPAIGN_IDS,
  basePlanPrice,
  campaignDefinitionsFor,
  campaignOfferStatus,
  formatYen,
  getCampaign,
  paths,
  type CampaignId,
  type OfferCampaignId,
} from '@hikari/shared/domain';
import { selectCampaignOffer, useAppSelector } from '@hikari/shared/store';
import { termLabel } from '../../content/fee-figures';
import {
  BUILDING_ORDER,
  BUILDING_TYPE,
  PLAN_ORDER,
  buildingNames,
  planDetailPaths,
  planNames,
} from '../../content/plan-names';
import { topCampaigns, topGuides, topHero, topPlans, topPoints, topSteps } from '../../content/top-page';
import { useNow } from '../../services/clock';
import { LinkCards, LinkParagraph, PageActions, PageSection } from '../parts';

/**
 * The first page most visitors download: text, CSS and no images, so it
 * paints fast on a phone.
 */
export default function TopPage() {
  const offer = useAppSelector(selectCampaignOffer);
  const now = useNow();
  const definitions = campaignDefinitionsFor(offer);
  // Only campaigns that run now (the offer of the settings), with its figures.
  const running = (id: CampaignId) =>
    !(OFFER_CAMPAIGN_IDS as readonly CampaignId[]).includes(id) ||
    ['offered', 'outsideArea'].includes(campaignOfferStatus(offer, id as OfferCampaignId, now, null));
  return (
    <>
      <section className="hero" aria-labelledby="top-heading">
        <h1 id="top-heading">{topHero.title}</h1>
        <p>{topHero.lead}</p>
        <PageActions
          primary={{ to: paths.area, label: topHero.primary }}
          secondary={{ to: paths.applyForm, label: topHero.secondary, variant: 'ghost' }}
        />
      </section>

      <PageSection id="steps" heading={topSteps.heading}>
        <ol className="step-flow">
          {topSteps.items.map((step, index) => (
            <li key={step.title} className="card step-flow__item" data-step={index + 1}>
              <h3>
                <span className="step-flow__number">STEP{index + 1}</span>
                {step.title}
              </h3>
              <p>{step.text}</p>
              <p className="card__footer">
                <Link to={step.to}>{step.label}</Link>
              </p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="plans" heading={topPlans.heading}>
        <p>{topPlans.lead(termLabel())}</p>
        <ul className="cards cards--pair">
          {BUILDING_ORDER.map((kind) => (
            <li key={kind} className="card" data-building={kind}>
              <h3>{buildingNames[kind]}</h3>
              <dl className="price-list">
                {PLAN_ORDER.map((plan) => (
                  <div key={plan} className="price-list__row" data-plan={plan}>
                    <dt>{planNames[plan]}</dt>
                    <dd>
                      月額
                      <span className="card__amount">
                        {formatYen(basePlanPrice(BUILDING_TYPE[kind], plan))}
                      </span>
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="card__footer">
                <Link to={planDetailPaths[kind]}>{buildingNames[kind]}プランの詳細</Link>
              </p>
            </li>
          ))}
        </ul>
        <LinkParagraph to={paths.plan}>{topPlans.allPlans}</LinkParagraph>
      </PageSection>

      <PageSection id="campaigns" heading={topCampaigns.heading}>
        <ul className="cards">
          {topCampaigns.ids.filter(running).map((id) => {
            const campaign = getCampaign(id, definitions);
            return (
              <li key={id} className="card">
                <h3>{campaign.name}</h3>
                <p>{campaign.description}</p>
                <p className="card__footer">
                  <Link to={campaign.route}>「{campaign.name}」の詳細</Link>
                </p>
              </li>
            );
          })}
        </ul>
        <LinkParagraph to={paths.campaign}>{topCampaigns.allCampaigns}</LinkParagraph>
      </PageSection>

      <PageSection id="points" heading={topPoints.heading}>
        <ul className="cards">
          {topPoints.items.map((point) => (
            <li key={point.title} className="card">
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="guides" heading={topGuides.heading}>
        <LinkCards items={topGuides.items} />
      </PageSection>

      <PageActions
        primary={{ to: paths.area, label: topHero.primary }}
        secondary={{ to: paths.applyForm, label: topHero.secondary, variant: 'secondary' }}
        band
      />
    </>
  );
}
