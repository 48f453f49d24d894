import {
  basePlanPrice,
  baseMenuLabels,
  pricedBuildingType,
  priceCatalog,
  type BaseMenu,
  type PlanData,
} from '@hikari/shared/domain';
import * as copy from '../../../content/simulation-content';
import { monthly } from './monthly';
import { OptionChoice } from './option-choice';

export interface PlanFieldsetProps {
  plan: PlanData;
  change: (patch: Partial<PlanData>) => void;
}

/** お住まいの種類. */
export function BuildingTypeFieldset({ plan, change }: PlanFieldsetProps) {
  return (
    <fieldset>
      <legend>お住まいの種類</legend>
      <div className="choices">
        {copy.buildingChoices.map((item) => (
          <label key={item.value} className="choice">
            <input
              type="radio"
              name="buildingType"
              value={item.value}
              checked={plan.buildingType === item.value}
              onChange={() => change({ buildingType: item.value })}
            />
            {item.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * プラン: 10G only where the area search allows it. Why 10G is closed is said
 * here, beside the closed choice, and nowhere else on the page.
 */
export function PlanFieldset({ plan, change }: PlanFieldsetProps) {
  const tenGAllowed = plan.ereaType === 0;
  return (
    <fieldset aria-describedby={tenGAllowed ? undefined : 'plan-10g-hint'}>
      <legend>プラン</legend>
      <div className="choices">
        {copy.planChoices.map((item) => (
          <label key={item.value} className="choice">
            <input
              type="radio"
              name="selectedPlan"
              value={item.value}
              checked={plan.selectedPlan === item.value}
              disabled={item.value === 'plan10G' && !tenGAllowed}
              aria-describedby={`plan-note-${item.value}`}
              onChange={() => change({ selectedPlan: item.value })}
            />
            <span className="choice__text">
              <strong>{item.label}</strong>
              <span className="choice__price">
                {monthly(basePlanPrice(pricedBuildingType(plan), item.value))}
              </span>
              <small id={`plan-note-${item.value}`} className="choice__note">
                {item.note}
              </small>
            </span>
          </label>
        ))}
      </div>
      {!tenGAllowed ? (
        <p id="plan-10g-hint" className="field__hint">
          {copy.tenGUnavailableHint}
        </p>
      ) : null}
    </fieldset>
  );
}

/** 基本メニュー: the line alone, with phone, or with phone and TV. */
export function BaseMenuFieldset({ plan, change }: PlanFieldsetProps) {
  const options = priceCatalog.options;
  const chooseMenu = (menu: BaseMenu) => change({ baseMenu: menu, isPhone: menu !== 0, isTV: menu === 2 });
  return (
    <fieldset>
      <legend>基本メニュー</legend>
      <div className="option-list">
        {baseMenuLabels.map((label, index) => {
          const menu = index as BaseMenu;
          const extra = menu === 0 ? 0 : options.isPhone.monthly + (menu === 2 ? options.isTV.monthly : 0);
          return (
            <OptionChoice
              key={label}
              type="radio"
              name="baseMenu"
              label={label}
              price={menu === 0 ? undefined : `＋${monthly(extra)}`}
              note={copy.baseMenuNotes[menu]}
              checked={plan.baseMenu === menu}
              onChange={() => chooseMenu(menu)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
