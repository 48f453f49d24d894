// Names of the plans and building kinds, kept apart from the plan pages'
// copy so that the top page and the cancellation page, which only need the
// names, do not download the whole plan copy with their chunk.

import { paths, type BuildingKind, type SelectedPlan } from '@hikari/shared/domain/core';

export const PLAN_ORDER: readonly SelectedPlan[] = ['plan10G', 'plan1G'];
export const BUILDING_ORDER: readonly BuildingKind[] = ['home', 'apartment'];
/** The buildingType of the plan data (docs/business-rules.md#records-and-field-names) for each building kind: 0 home, 1 apartment. */
export const BUILDING_TYPE: Record<BuildingKind, 0 | 1> = { home: 0, apartment: 1 };

export const planNames: Record<SelectedPlan, string> = {
  plan10G: '10ギガプラン',
  plan1G: '1ギガプラン',
};

export const planSpeeds: Record<SelectedPlan, string> = {
  plan10G: '最大10Gbps',
  plan1G: '最大1Gbps',
};

export const buildingNames: Record<BuildingKind, string> = {
  home: '戸建て',
  apartment: 'マンション',
};

export const planDetailPaths: Record<BuildingKind, string> = {
  home: paths.planHome,
  apartment: paths.planMansion,
};
