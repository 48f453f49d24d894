import { paths, type BuildingType, type SelectedPlan } from '@hikari/shared/domain';
import { planDataChanged, selectPlanData, useAppDispatch, useAppSelector } from '@hikari/shared/store';
import { LinkButton, PageHeading } from '@hikari/shared/ui';

const BUILDINGS: { value: BuildingType; label: string }[] = [
  { value: 0, label: '戸建て' },
  { value: 1, label: 'マンション・アパート' },
];

const PLANS: { value: SelectedPlan; label: string; note: string }[] = [
  { value: 'plan10G', label: '10ギガ', note: '最大10Gbps。動画やゲームを家族で同時に楽しむ方に。' },
  { value: 'plan1G', label: '1ギガ', note: '最大1Gbps。Webや動画の視聴が中心の方に。' },
];

/** /apply/form/: the plan choice, kept in the shared planData so every page sees it. */
export function PlanChoicePage() {
  const dispatch = useAppDispatch();
  const plan = useAppSelector(selectPlanData);
  const tenGAllowed = plan.ereaType === 0;

  return (
    <>
      <PageHeading lead="お住まいの種類とプランを選ぶと、この内容でお申し込みに進めます。">
        料金シミュレーション
      </PageHeading>
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend>お住まいの種類</legend>
          <div className="choices">
            {BUILDINGS.map((item) => (
              <label key={item.value} className="choice">
                <input
                  type="radio"
                  name="buildingType"
                  value={item.value}
                  checked={plan.buildingType === item.value}
                  onChange={() => dispatch(planDataChanged({ buildingType: item.value }))}
                />
                {item.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>プラン</legend>
          <div className="choices">
            {PLANS.map((item) => (
              <label key={item.value} className="choice">
                <input
                  type="radio"
                  name="selectedPlan"
                  value={item.value}
                  checked={plan.selectedPlan === item.value}
                  disabled={item.value === 'plan10G' && !tenGAllowed}
                  onChange={() => dispatch(planDataChanged({ selectedPlan: item.value }))}
                />
                <span>
                  <strong>{item.label}</strong>
                  <br />
                  <small>{item.note}</small>
                </span>
              </label>
            ))}
          </div>
          {!tenGAllowed ? (
            <p className="field__hint">
              お調べしたご住所は10ギガの提供エリア外のため、1ギガをお選びいただけます。
            </p>
          ) : null}
        </fieldset>
        <div className="actions">
          <LinkButton to={paths.area} variant="ghost">
            提供エリアを確認する
          </LinkButton>
          <LinkButton to={paths.campaign} variant="ghost">
            対象のキャンペーンを見る
          </LinkButton>
        </div>
      </form>
    </>
  );
}
