import { Link } from 'react-router-dom';
import { campaignDefinitionsFor, findRoute, getCampaign, paths, priceCatalog } from '@hikari/shared/domain';
import {
  planDataChanged,
  selectCampaignOffer,
  selectPlanData,
  useAppDispatch,
  useAppSelector,
} from '@hikari/shared/store';
import { LinkButton, LinkCard, Notice, PageHeading } from '@hikari/shared/ui';
import { upsellChoiceOf } from '../../../content/option-apply-content';
import { detailCopy } from '../../../content/option-detail-copy';
import { optionPages } from '../../../content/option-pages';
import { optionPaths, type OptionPageId } from '../../../content/option-paths';
import { isIncluded, simulationPatches } from '../simulation-patch';
import { PriceOnRequestSection, SupportWindow } from './price-on-request';
import { PriceTables } from './price-tables';

export interface OptionDetailPageProps {
  id: OptionPageId;
}

/**
 * One option page: what the service is, its prices from the catalog, the
 * campaigns that concern it, its conditions, and the way to try it in the
 * fee simulation (or, for existing customers, to add it to the contract).
 */
export function OptionDetailPage({ id }: OptionDetailPageProps) {
  const dispatch = useAppDispatch();
  const plan = useAppSelector(selectPlanData);
  const content = optionPages[id];
  // The h1 is the route table's title, the one the shell puts in the document title.
  const title = findRoute(optionPaths[id])?.title ?? '';
  const tables = content.priceTables(priceCatalog);
  // Named, worded and priced as the offer in force says (ops change it without a release).
  const definitions = campaignDefinitionsFor(useAppSelector(selectCampaignOffer));
  const campaigns = content.campaignIds.map((campaignId) => getCampaign(campaignId, definitions));
  const makePatch = simulationPatches[id];
  const patch = makePatch ? makePatch(plan) : null;
  const canApplyAsCustomer = upsellChoiceOf(id) !== undefined;
  const headingId = (section: string) => `option-${id}-${section}`;

  return (
    <>
      <PageHeading lead={content.lead}>{title}</PageHeading>

      <section className="section" aria-labelledby={headingId('features')}>
        <h2 id={headingId('features')}>{detailCopy.featuresHeading}</h2>
        <ul className="cards">
          {content.features.map((feature) => (
            <li key={feature.title} className="card">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby={headingId('prices')}>
        <h2 id={headingId('prices')}>{detailCopy.pricesHeading}</h2>
        {tables.length > 0 ? (
          <>
            <PriceTables tables={tables} />
            <p className="field__hint">{detailCopy.pricesTaxNote}</p>
          </>
        ) : content.priceOnRequest ? (
          <PriceOnRequestSection
            content={content.priceOnRequest(priceCatalog)}
            idPrefix={headingId('prices')}
          />
        ) : null}
      </section>

      {campaigns.length > 0 ? (
        <section className="section" aria-labelledby={headingId('campaigns')}>
          <h2 id={headingId('campaigns')}>{detailCopy.campaignsHeading}</h2>
          <ul className="cards">
            {campaigns.map((campaign) => (
              <LinkCard
                key={campaign.id}
                heading={campaign.name}
                to={campaign.route}
                linkLabel={detailCopy.campaignLink(campaign.name)}
              >
                <p>{campaign.description}</p>
                <p>
                  {detailCopy.campaignEligibility}：{campaign.eligibility}
                </p>
              </LinkCard>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="section" aria-labelledby={headingId('conditions')}>
        <h2 id={headingId('conditions')}>{detailCopy.conditionsHeading}</h2>
        <ul>
          {content.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby={headingId('actions')}>
        <h2 id={headingId('actions')}>{detailCopy.actionsHeading}</h2>
        {patch ? (
          <>
            <p>{detailCopy.simulateLead}</p>
            {content.simulateNote ? <p className="field__hint">{content.simulateNote}</p> : null}
            {isIncluded(plan, patch) ? (
              <Notice tone="success">{detailCopy.alreadyInSimulation}</Notice>
            ) : null}
            <div className="actions">
              <LinkButton to={paths.applyForm} onClick={() => dispatch(planDataChanged(patch))}>
                {detailCopy.simulate}
              </LinkButton>
            </div>
          </>
        ) : (
          <>
            <p>{detailCopy.supportLead}</p>
            {content.applySteps ? (
              <>
                <ol aria-label={detailCopy.applyStepsLabel}>
                  {content.applySteps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
                <SupportWindow />
              </>
            ) : null}
            <div className="actions">
              <LinkButton to={paths.support}>{detailCopy.support}</LinkButton>
            </div>
          </>
        )}
        {canApplyAsCustomer ? (
          <>
            <p>{detailCopy.existingCustomerLead}</p>
            <div className="actions">
              <LinkButton to={paths.optionApply} variant="ghost">
                {detailCopy.existingCustomer}
              </LinkButton>
            </div>
          </>
        ) : null}
        <p>
          <Link to={paths.option}>{detailCopy.backToList}</Link>
        </p>
      </section>
    </>
  );
}
