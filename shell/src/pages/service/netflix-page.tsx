import { Link } from 'react-router-dom';
import { paths, priceCatalog } from '@hikari/shared/domain';
import { PageHeading } from '@hikari/shared/ui';
import { variantPriceLabel } from '../../content/fee-figures';
import {
  NETFLIX_PLAN_ORDER,
  netflixCampaignIds,
  netflixCopy as copy,
  netflixPlanFeatures,
} from '../../content/service-netflix';
import { CampaignCards, DataTable } from '../parts';

export default function NetflixPage() {
  return (
    <>
      <PageHeading lead={copy.lead}>Netflixパック</PageHeading>

      <section className="section" aria-labelledby="netflix-about-heading">
        <h2 id="netflix-about-heading">{copy.aboutHeading}</h2>
        {copy.about.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>

      <section className="section" aria-labelledby="netflix-plans-heading">
        <h2 id="netflix-plans-heading">{copy.plansHeading}</h2>
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
      </section>

      <section className="section" aria-labelledby="netflix-campaign-heading">
        <h2 id="netflix-campaign-heading">{copy.campaignHeading}</h2>
        <CampaignCards ids={netflixCampaignIds} />
      </section>

      <section className="section" aria-labelledby="netflix-apply-heading">
        <h2 id="netflix-apply-heading">{copy.applyHeading}</h2>
        <p>{copy.applyNew}</p>
        <p>
          <Link className="button button--primary" to={paths.applyForm}>
            {copy.applyNewLink}
          </Link>
        </p>
        <p>{copy.applyExisting}</p>
        <p>
          <Link to={paths.optionApply}>{copy.applyExistingLink}</Link>
        </p>
      </section>

      <section className="section" aria-labelledby="netflix-notes-heading">
        <h2 id="netflix-notes-heading">{copy.notesHeading}</h2>
        <ul>
          {copy.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="netflix-other-heading">
        <h2 id="netflix-other-heading">{copy.otherHeading}</h2>
        <ul className="link-stack">
          {copy.otherLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
