import { planDataChanged, useAppDispatch, useAppSelector } from '@hikari/shared/store';
import type { BuildingType } from '@hikari/shared/domain';
import { buildingTypeChosen, selectAreaBuildingType } from '../state/area-search-slice';

const OPTIONS: { value: BuildingType; label: string; note: string }[] = [
  { value: 0, label: '戸建て', note: '一戸建て・二世帯住宅・店舗併用住宅など' },
  { value: 1, label: 'マンション・アパート', note: '集合住宅にお住まいの方（建物名で検索します）' },
];

/** First step of the area search: what kind of building the service is for. */
export function BuildingTypeStep() {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectAreaBuildingType);
  return (
    <fieldset>
      <legend>お住まいの種類を選んでください</legend>
      <div className="choices">
        {OPTIONS.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name="area-building-type"
              checked={chosen === option.value}
              onChange={() => {
                dispatch(buildingTypeChosen(option.value));
                dispatch(planDataChanged({ buildingType: option.value }));
              }}
            />
            <span>
              <strong>{option.label}</strong>
              <br />
              <small>{option.note}</small>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
