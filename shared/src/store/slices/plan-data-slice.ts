import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RehydrateAction } from 'redux-persist';
import {
  defaultPlanData,
  type AreaSearchResult,
  type CustomerData,
  type PlanData,
} from '@hikari/shared/domain/core';
import { PERSIST_ACTIONS, persistKey } from '../persist-keys';

/** redux-persist key of the customer slice (sessionStorage), see persisted-slices.ts. */
export const CUSTOMER_PERSIST_KEY = persistKey('customer');

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
  extraReducers: (builder) => {
    // isAreaChecked is not written to localStorage with the rest of the plan
    // data: it follows the area answer kept with the installation address in
    // this tab's session record, so it cannot outlive that address (a new tab
    // starts unchecked, a reload of this tab keeps it).
    builder.addMatcher(
      (action): action is RehydrateAction & { payload?: { applicationDetails?: CustomerData } } =>
        action.type === PERSIST_ACTIONS.REHYDRATE && (action as RehydrateAction).key === CUSTOMER_PERSIST_KEY,
      (state, action) => {
        // Nothing saved in this tab: the flag stays as this page has it (an area checked before
        // the store's persistence started stays checked).
        if (!action.payload) return;
        const details = action.payload.applicationDetails;
        state.isAreaChecked =
          details?.areaCheckedAddress != null &&
          details.areaData?.result === 'success' &&
          details.areaData.isServiceArea === true;
      },
    );
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

/**
 * Which of the plan data the visitor chose themselves (on the area search,
 * in the simulation, through a link carrying a plan), as against the
 * defaults the plan data starts with. The header's 「選択中」 chip shows only
 * what was chosen, and nothing before the first choice.
 */
export interface PlanChoiceState {
  buildingType: boolean;
  selectedPlan: boolean;
}

const nothingChosen: PlanChoiceState = { buildingType: false, selectedPlan: false };

export const planChoiceSlice = createSlice({
  name: 'planChoice',
  initialState: nothingChosen,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(planDataChanged, (state, { payload }) => {
        if (payload.buildingType !== undefined) state.buildingType = true;
        if (payload.selectedPlan !== undefined) state.selectedPlan = true;
      })
      .addCase(planDataReplaced, () => ({ buildingType: true, selectedPlan: true }))
      .addCase(areaResultApplied, (state) => {
        state.buildingType = true;
      })
      .addCase(planDataReset, () => nothingChosen);
  },
  selectors: {
    selectPlanChoice: (state) => state,
  },
});

export const { selectPlanChoice } = planChoiceSlice.selectors;
