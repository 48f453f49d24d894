import { Link } from 'react-router-dom';
import {
  basePlanPrice,
  formatYen,
  getCampaign,
  paths,
  priceCatalog,
  type SelectedPlan,
} from '@hikari/shared/domain/core';
import { PageHeading } from '@hikari/shared/ui';
import { termLabel } from '../../content/fee-figures';
import { BUILDING_TYPE, PLAN_ORDER, planDetailPaths, planNames, planSpeeds } from '../../content/plan-names';
import { movingCtas, type MovingGuide } from '../../content/special-moving';
import { DataTable, ItemList, LinkParagraph, PageActions, PageSection, Paragraphs } from '../parts';

/** The page of one moving guide: timing, schedule, checks, the plans of the building kind. */
export function MovingGuidePage({ guide }: { guide: MovingGuide }) {
  const sections = guide.sections({
    holidayFee: formatYen(priceCatalog.fees.holidayInstallation),
    changeRefundCap: formatYen(priceCatalog.campaigns.changeRefundCap),
  });
  const router = getCampaign('router');
  const price = (plan: SelectedPlan) => formatYen(basePlanPrice(BUILDING_TYPE[guide.kind], plan));
  const priceCaption = `月額料金（税込・契約期間${termLabel()}）`;

  return (
    <>
      <PageHeading lead={guide.lead}>{guide.title}</PageHeading>
      <Paragraphs texts={guide.intro} />
      <PageActions primary={{ to: paths.area, label: movingCtas.area }} />

      <PageSection id="moving-timeline" heading={guide.timelineHeading}>
        <ol className="timeline">
          {guide.timeline.map((entry) => (
            <li key={entry.when} className="timeline__entry">
              <p className="timeline__when">{entry.when}</p>
              <h3>{entry.title}</h3>
              <ItemList items={entry.items} />
            </li>
          ))}
        </ol>
      </PageSection>

      {sections.map((section) => (
        <PageSection key={section.id} id={`moving-${section.id}`} heading={section.heading}>
          <Paragraphs texts={section.paragraphs} />
          {section.items ? <ItemList items={section.items} className="check-list" /> : null}
          {section.links?.map((link) => (
            <p key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </p>
          ))}
        </PageSection>
      ))}

      <PageSection id="moving-router" heading={movingCtas.routerHeading}>
        <p>{router.description}</p>
        <LinkParagraph to={router.route}>「{router.name}」の詳細</LinkParagraph>
      </PageSection>

      <PageSection id="moving-plans" heading={guide.plansHeading}>
        <p>{guide.plansText}</p>
        <DataTable
          caption={priceCaption}
          className="data plan-table"
          columns={['プラン', '月額料金', '最大通信速度']}
        >
          {PLAN_ORDER.map((plan) => (
            <tr key={plan} data-plan={plan}>
              <th scope="row">{planNames[plan]}</th>
              <td className="num">{price(plan)}</td>
              <td>{planSpeeds[plan]}</td>
            </tr>
          ))}
        </DataTable>
        <LinkParagraph to={planDetailPaths[guide.kind]}>{guide.plansHeading}と初期費用の詳細</LinkParagraph>
      </PageSection>

      <PageSection id="moving-cta" heading={movingCtas.heading} className="cta-panel">
        <p>{movingCtas.text}</p>
        <PageActions
          primary={{ to: paths.area, label: movingCtas.area }}
          secondary={{ to: paths.applyForm, label: movingCtas.apply, variant: 'secondary' }}
        />
      </PageSection>
    </>
  );
}
