import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultCustomerData, type CustomerData } from '@hikari/shared/domain';

/** One submission attempt of the application: the key survives reloads so a retry never duplicates. */
export interface SubmissionState {
  idempotencyKey: string | null;
  status: 'idle' | 'submitting' | 'failed' | 'done';
  introductionId: string | null;
  errorMessage: string | null;
}

export interface CustomerState {
  applicationDetails: CustomerData;
  otherCarrier: string;
  otherCarrier2: string;
  /** Steps of the application flow the visitor has completed, by path. */
  completedSteps: string[];
  submission: SubmissionState;
}

const initialSubmission: SubmissionState = {
  idempotencyKey: null,
  status: 'idle',
  introductionId: null,
  errorMessage: null,
};

const initialState: CustomerState = {
  applicationDetails: defaultCustomerData,
  otherCarrier: '',
  otherCarrier2: '',
  completedSteps: [],
  submission: initialSubmission,
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
    stepCompleted(state, action: PayloadAction<string>) {
      if (!state.completedSteps.includes(action.payload)) state.completedSteps.push(action.payload);
    },
    submissionStarted(state, action: PayloadAction<{ idempotencyKey: string }>) {
      state.submission = {
        ...state.submission,
        idempotencyKey: state.submission.idempotencyKey ?? action.payload.idempotencyKey,
        status: 'submitting',
        errorMessage: null,
      };
    },
    submissionFailed(state, action: PayloadAction<string>) {
      state.submission.status = 'failed';
      state.submission.errorMessage = action.payload;
    },
    submissionSucceeded(state, action: PayloadAction<{ introductionId: string }>) {
      state.submission = {
        idempotencyKey: null,
        status: 'done',
        introductionId: action.payload.introductionId,
        errorMessage: null,
      };
    },
    /** After completion: personal data leaves the browser, the reception number stays for the page. */
    personalDataCleared(state) {
      state.applicationDetails = defaultCustomerData;
      state.otherCarrier = '';
      state.otherCarrier2 = '';
      state.completedSteps = [];
    },
  },
  selectors: {
    selectApplicationDetails: (state) => state.applicationDetails,
    selectCompletedSteps: (state) => state.completedSteps,
    selectSubmission: (state) => state.submission,
  },
});

export const {
  applicationDetailsChanged,
  otherCarrierChanged,
  stepCompleted,
  submissionStarted,
  submissionFailed,
  submissionSucceeded,
  personalDataCleared,
} = customerSlice.actions;
export const { selectApplicationDetails, selectCompletedSteps, selectSubmission } = customerSlice.selectors;
