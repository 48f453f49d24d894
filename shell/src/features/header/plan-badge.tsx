import { selectSelectedPlan, selectBuildingType, useAppSelector } from '@hikari/shared/store';

const PLAN_LABEL = { plan10G: '10ギガ', plan1G: '1ギガ' } as const;
const BUILDING_LABEL = { 0: '戸建て', 1: 'マンション' } as const;

/** The visitor's current choice from the shared store, visible on every page. */
export function PlanBadge() {
  const plan = useAppSelector(selectSelectedPlan);
  const building = useAppSelector(selectBuildingType);
  return (
    <span className="plan-badge" data-testid="plan-badge">
      選択中: {BUILDING_LABEL[building]}・{PLAN_LABEL[plan]}
    </span>
  );
}
