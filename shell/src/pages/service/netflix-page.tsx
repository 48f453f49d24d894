import { Link } from 'react-router-dom';
import { paths, priceCatalog } from '@hikari/shared/domain/core';
import { PageHeading } from '@hikari/shared/ui';
import { variantPriceLabel } from '../../content/fee-figures';
import {
  NETFLIX_PLAN_ORDER,
  netflixCampaignIds,
  netflixCopy as copy,
  netflixPlanFeatures,
} from '../../content/service-netflix';
import {
  CampaignCards,
  DataTable,
  ItemList,
  LinkParagraph,
  LinkStack,
  PageSection,
  Paragraphs,
} from '../parts';

export default function NetflixPage() {
  return (
    <>
      <PageHeading lead={copy.lead}>Netflixパック</PageHeading>

      <PageSection id="netflix-about" heading={copy.aboutHeading}>
        <Paragraphs texts={copy.about} />
      </PageSection>

      <PageSection id="netflix-plans" heading={copy.plansHeading}>
        <DataTable caption={copy.tableCaption} columns={['プラン', '料金', '画質', '同時に視聴できる台数']}>
          {NETFLIX_PLAN_ORDER.map((plan) => {
            const price = priceCatalog.netflixPlans[plan];
            return (
              <tr key={plan} data-netflix-plan={plan}>
                <th scope="row">{price.label}</th>
                <td className="num">{variantPriceLabel(price)}</td>
                <td>{netflixPlanFeatures[plan].quality}</td>
                <td>{netflixPlanFeatures[plan].screens}</td>
              </tr>
            );
          })}
        </DataTable>
        <p className="fine-print">{copy.plansNote}</p>
      </PageSection>

      <PageSection id="netflix-campaign" heading={copy.campaignHeading}>
        <CampaignCards ids={netflixCampaignIds} />
      </PageSection>

      <PageSection id="netflix-apply" heading={copy.applyHeading}>
        <p>{copy.applyNew}</p>
        <p>
          <Link className="button button--primary" to={paths.applyForm}>
            {copy.applyNewLink}
          </Link>
        </p>
        <p>{copy.applyExisting}</p>
        <LinkParagraph to={paths.optionApply}>{copy.applyExistingLink}</LinkParagraph>
      </PageSection>

      <PageSection id="netflix-notes" heading={copy.notesHeading}>
        <ItemList items={copy.notes} />
      </PageSection>

      <PageSection id="netflix-other" heading={copy.otherHeading}>
        <LinkStack links={copy.otherLinks} />
      </PageSection>
    </>
  );
}
