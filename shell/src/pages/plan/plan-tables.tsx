import { Link } from 'react-router-dom';
import {
  basePlanPrice,
  formatYen,
  paths,
  priceCatalog,
  type BuildingKind,
  type PriceCatalog,
} from '@hikari/shared/domain/core';
import { termLabel } from '../../content/fee-figures';
import {
  BUILDING_ORDER,
  BUILDING_TYPE,
  PLAN_ORDER,
  buildingNames,
  planDetailPaths,
  planNames,
  planSpeeds,
} from '../../content/plan-names';
import { oneTimeFeeRows, optionSummaryRows, planCtas, priceCampaignIds } from '../../content/plan-pages';
import { CampaignCards, DataTable, LinkParagraph, PageSection } from '../parts';

const ONE_TIME_CAPTION = '初期費用（税込）';
const OPTION_CAPTION = '主なオプション（税込）';

interface CatalogProps {
  /** Default `priceCatalog`. */
  catalog?: PriceCatalog;
}

/** Monthly fees of one building kind: plan, monthly fee, speed, term. */
export function PlanPriceTable({ kind, catalog = priceCatalog }: CatalogProps & { kind: BuildingKind }) {
  return (
    <DataTable
      caption={`${buildingNames[kind]}の月額料金（税込）`}
      className="data plan-table"
      columns={['プラン', '月額料金', '最大通信速度', '契約期間']}
    >
      {PLAN_ORDER.map((plan) => (
        <tr key={plan} data-plan={plan}>
          <th scope="row">{planNames[plan]}</th>
          <td className="num plan-table__price">
            {formatYen(basePlanPrice(BUILDING_TYPE[kind], plan, catalog))}
          </td>
          <td>{planSpeeds[plan]}</td>
          <td>{termLabel(catalog)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Both building kinds side by side, for /plan/. */
export function PlanOverviewTable({ catalog = priceCatalog }: CatalogProps) {
  return (
    <DataTable
      caption={`月額料金（税込・契約期間${termLabel(catalog)}）`}
      className="data plan-table"
      columns={['プラン', ...BUILDING_ORDER.map((kind) => buildingNames[kind])]}
    >
      {PLAN_ORDER.map((plan) => (
        <tr key={plan} data-plan={plan}>
          <th scope="row">
            {planNames[plan]}
            <span className="plan-table__speed">{planSpeeds[plan]}</span>
          </th>
          {BUILDING_ORDER.map((kind) => (
            <td key={kind} className="num plan-table__price" data-building={kind}>
              {formatYen(basePlanPrice(BUILDING_TYPE[kind], plan, catalog))}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

export function OneTimeFeeTable({ catalog = priceCatalog }: CatalogProps) {
  return (
    <DataTable caption={ONE_TIME_CAPTION} columns={['項目', '通常の金額', 'お支払い額', '説明']}>
      {oneTimeFeeRows(catalog).map((row) => (
        <tr key={row.label}>
          <th scope="row">{row.label}</th>
          <td className="num">{row.amount}</td>
          <td className="num">{row.payable}</td>
          <td className="cell-note">{row.note}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function OptionSummaryTable({ catalog = priceCatalog }: CatalogProps) {
  return (
    <DataTable caption={OPTION_CAPTION} columns={['オプション', '料金', '内容']}>
      {optionSummaryRows(catalog).map((row) => (
        <tr key={row.label}>
          <th scope="row">{row.label}</th>
          <td className="num">{row.price}</td>
          <td className="cell-note">{row.note}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Links from /plan/ to the two detail pages. */
export function PlanDetailLinks() {
  return (
    <ul className="actions plain-list">
      {BUILDING_ORDER.map((kind) => (
        <li key={kind}>
          <Link className="button button--ghost" to={planDetailPaths[kind]}>
            {buildingNames[kind]}プランの詳細
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The campaigns that lower the price and the main options, each section with
 * its link onwards; /plan/ and the two detail pages show both.
 * @param idPrefix prefix of the headings' ids: 'plans' on /plan/, 'plan' on a detail page.
 */
export function CampaignAndOptionSections({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <PageSection id={`${idPrefix}-campaign`} heading="料金がお得になるキャンペーン">
        {/* Only those on offer now, with the offer's figures. */}
        <CampaignCards ids={priceCampaignIds} />
        <LinkParagraph to={paths.campaign}>{planCtas.campaigns}</LinkParagraph>
      </PageSection>

      <PageSection id={`${idPrefix}-option`} heading="オプション">
        <OptionSummaryTable />
        <LinkParagraph to={paths.option}>{planCtas.options}</LinkParagraph>
      </PageSection>
    </>
  );
}
