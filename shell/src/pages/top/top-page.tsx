import { basePlanPrice, formatYen, paths } from '@hikari/shared/domain/core';
import { LinkCard } from '@hikari/shared/ui';
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
import { CampaignCards, LinkCards, LinkParagraph, PageActions, PageSection } from '../parts';

/**
 * The first page most visitors download: text, CSS and no images, so it
 * paints fast on a phone.
 */
export default function TopPage() {
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
            <LinkCard
              key={step.title}
              className="step-flow__item"
              data={{ 'data-step': index + 1 }}
              heading={
                <>
                  <span className="step-flow__number">STEP{index + 1}</span>
                  {step.title}
                </>
              }
              to={step.to}
              linkLabel={step.label}
            >
              <p>{step.text}</p>
            </LinkCard>
          ))}
        </ol>
      </PageSection>

      <PageSection id="plans" heading={topPlans.heading}>
        <p>{topPlans.lead(termLabel())}</p>
        <ul className="cards cards--pair">
          {BUILDING_ORDER.map((kind) => (
            <LinkCard
              key={kind}
              data={{ 'data-building': kind }}
              heading={buildingNames[kind]}
              to={planDetailPaths[kind]}
              linkLabel={`${buildingNames[kind]}プランの詳細`}
            >
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
            </LinkCard>
          ))}
        </ul>
        <LinkParagraph to={paths.plan}>{topPlans.allPlans}</LinkParagraph>
      </PageSection>

      <PageSection id="campaigns" heading={topCampaigns.heading}>
        <CampaignCards ids={topCampaigns.ids} withEligibility={false} />
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
