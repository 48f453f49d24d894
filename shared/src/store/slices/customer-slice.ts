import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  areaCheckedAddressOf,
  defaultCustomerData,
  type BuildingType,
  type CustomerData,
} from '@hikari/shared/domain/core';

export interface CustomerState {
  applicationDetails: CustomerData;
  otherCarrier: string;
  otherCarrier2: string;
}

const initialState: CustomerState = {
  applicationDetails: defaultCustomerData,
  otherCarrier: '',
  otherCarrier2: '',
};

export const customerSlice = createSlice({
  name: 'customer',
  initialState,
  reducers: {
    applicationDetailsChanged(state, action: PayloadAction<Partial<CustomerData>>) {
      state.applicationDetails = { ...state.applicationDetails, ...action.payload };
    },
    otherCarrierChanged(state, action: PayloadAction<{ otherCarrier?: string; otherCarrier2?: string }>) {
      Object.assign(state, action.payload);
    },
    /**
     * The installation address as the area search understood it, with the
     * search's answer and the address it answers for, in one record: the
     * answer counts only while the installation address is that address.
     */
    areaChecked(
      state,
      action: PayloadAction<{
        installationInfo: Partial<CustomerData['installationInfo']>;
        areaData: NonNullable<CustomerData['areaData']>;
        buildingType: BuildingType;
      }>,
    ) {
      const details = state.applicationDetails;
      details.installationInfo = { ...details.installationInfo, ...action.payload.installationInfo };
      details.areaData = action.payload.areaData;
      details.areaCheckedAddress = areaCheckedAddressOf(
        details.installationInfo,
        action.payload.buildingType,
      );
    },
    /**
     * Back into the flow after an accepted application: it is over, so the
     * answers start again from nothing (mfe-apply's application slice resets
     * its progress on the same action).
     */
    applicationRestarted() {
      return initialState;
    },
    /** After completion: personal data leaves the browser. */
    personalDataCleared() {
      return initialState;
    },
  },
  selectors: {
    selectApplicationDetails: (state) => state.applicationDetails,
  },
});

export const {
  applicationDetailsChanged,
  otherCarrierChanged,
  areaChecked,
  personalDataCleared,
  applicationRestarted,
} = customerSlice.actions;
export const { selectApplicationDetails } = customerSlice.selectors;
