import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultPlanData, type AreaSearchResult, type PlanData } from '@hikari/shared/domain';

export const planDataSlice = createSlice({
  name: 'planData',
  initialState: defaultPlanData,
  reducers: {
    planDataChanged(state, action: PayloadAction<Partial<PlanData>>) {
      return { ...state, ...action.payload };
    },
    planDataReplaced(_state, action: PayloadAction<PlanData>) {
      return action.payload;
    },
    /** Carries an area-search answer into the estimate inputs (issue 4, step 3). */
    areaResultApplied(
      state,
      action: PayloadAction<{ buildingType: 0 | 1; prefecture: string; result: AreaSearchResult }>,
    ) {
      const { buildingType, prefecture, result } = action.payload;
      state.buildingType = buildingType;
      state.prefecture = prefecture;
      state.isAreaChecked = result.result === 'success' && result.isServiceArea === true;
      state.ereaType = result.is10GArea === false ? 1 : 0;
      state.mansionPlanType = buildingType === 1 ? result.mansionPlanType : null;
      state.isMansionHome = buildingType === 1 && result.isRegister !== true;
      if (result.is10GArea === false) state.selectedPlan = 'plan1G';
    },
    planDataReset() {
      return defaultPlanData;
    },
  },
  selectors: {
    selectPlanData: (state) => state,
    selectSelectedPlan: (state) => state.selectedPlan,
    selectBuildingType: (state) => state.buildingType,
    selectBaseMenu: (state) => state.baseMenu,
  },
});

export const { planDataChanged, planDataReplaced, areaResultApplied, planDataReset } = planDataSlice.actions;
export const { selectPlanData, selectSelectedPlan, selectBuildingType, selectBaseMenu } =
  planDataSlice.selectors;
