import { Link } from 'react-router-dom';
import {
  basePlanPrice,
  formatYen,
  getCampaign,
  priceCatalog,
  type BuildingKind,
  type PriceCatalog,
} from '@hikari/shared/domain';
import { TableScroll } from '@hikari/shared/ui';
import { termLabel } from '../../content/fee-figures';
import {
  BUILDING_ORDER,
  PLAN_ORDER,
  buildingNames,
  planDetailPaths,
  planNames,
  planSpeeds,
} from '../../content/plan-names';
import { oneTimeFeeRows, optionSummaryRows, priceCampaignIds } from '../../content/plan-pages';

const BUILDING_TYPE: Record<BuildingKind, 0 | 1> = { home: 0, apartment: 1 };
const ONE_TIME_CAPTION = '初期費用（税込）';
const OPTION_CAPTION = '主なオプション（税込）';

interface CatalogProps {
  /** Default `priceCatalog`. */
  catalog?: PriceCatalog;
}

/** Monthly fees of one building kind: plan, monthly fee, speed, term. */
export function PlanPriceTable({ kind, catalog = priceCatalog }: CatalogProps & { kind: BuildingKind }) {
  const caption = `${buildingNames[kind]}の月額料金（税込）`;
  return (
    <TableScroll label={caption}>
      <table className="data plan-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">プラン</th>
            <th scope="col">月額料金</th>
            <th scope="col">最大通信速度</th>
            <th scope="col">契約期間</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Both building kinds side by side, for /plan/. */
export function PlanOverviewTable({ catalog = priceCatalog }: CatalogProps) {
  const caption = `月額料金（税込・契約期間${termLabel(catalog)}）`;
  return (
    <TableScroll label={caption}>
      <table className="data plan-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">プラン</th>
            {BUILDING_ORDER.map((kind) => (
              <th key={kind} scope="col">
                {buildingNames[kind]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </TableScroll>
  );
}

export function OneTimeFeeTable({ catalog = priceCatalog }: CatalogProps) {
  return (
    <TableScroll label={ONE_TIME_CAPTION}>
      <table className="data">
        <caption>{ONE_TIME_CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">項目</th>
            <th scope="col">通常の金額</th>
            <th scope="col">お支払い額</th>
            <th scope="col">説明</th>
          </tr>
        </thead>
        <tbody>
          {oneTimeFeeRows(catalog).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className="num">{row.amount}</td>
              <td className="num">{row.payable}</td>
              <td className="cell-note">{row.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function OptionSummaryTable({ catalog = priceCatalog }: CatalogProps) {
  return (
    <TableScroll label={OPTION_CAPTION}>
      <table className="data">
        <caption>{OPTION_CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">オプション</th>
            <th scope="col">料金</th>
            <th scope="col">内容</th>
          </tr>
        </thead>
        <tbody>
          {optionSummaryRows(catalog).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className="num">{row.price}</td>
              <td className="cell-note">{row.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The campaigns that lower the price, each linking to its own page. */
export function PriceCampaignList() {
  return (
    <ul className="cards">
      {priceCampaignIds.map((id) => {
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
