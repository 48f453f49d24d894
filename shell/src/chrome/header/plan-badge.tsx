import {
  selectBuildingType,
  selectPlanChoice,
  selectSelectedPlan,
  useAppSelector,
} from '@hikari/shared/store';

const PLAN_LABEL = { plan10G: '10ギガ', plan1G: '1ギガ' } as const;
const BUILDING_LABEL = { 0: '戸建て', 1: 'マンション' } as const;

/**
 * The visitor's current choice from the shared store, visible on every page:
 * the building type of their area search or simulation and the plan they
 * picked, only what they chose, and nothing before their first choice (the
 * defaults are not a choice).
 */
export function PlanBadge() {
  const chosen = useAppSelector(selectPlanChoice);
  const plan = useAppSelector(selectSelectedPlan);
  const building = useAppSelector(selectBuildingType);
  const parts = [
    chosen.buildingType ? BUILDING_LABEL[building] : null,
    chosen.selectedPlan ? PLAN_LABEL[plan] : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <p className="plan-badge" data-testid="plan-badge">
      選択中: {parts.join('・')}
    </p>
  );
}
