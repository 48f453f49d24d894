import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  areaCheckedAddressOf,
  defaultCustomerData,
  type BuildingType,
  type CustomerData,
} from '@hikari/shared/domain';

/** One submission attempt of the application: the key survives reloads so a retry never duplicates. */
export interface SubmissionState {
  idempotencyKey: string | null;
  status: 'idle' | 'submitting' | 'failed' | 'done';
  /** The reception number (AP-…) ops store the application under: the number the visitor quotes. */
  receptionId: string | null;
  /** The applicant's own referral code (紹介コード), to pass on to friends. */
  introductionId: string | null;
  errorMessage: string | null;
  /**
   * Server messages for rejected fields, keyed by the path the server named
   * (e.g. 'customer.mail'), so the step holding the field can show them.
   * Empty when the last attempt failed for another reason.
   */
  fieldErrors: Record<string, string>;
  /**
   * The reception number of the application this one follows: set when the
   * visitor came back into the flow after it was accepted (browser Back from
   * the completed page), so the steps can say a new application has begun.
   */
  restartedAfter?: string | null;
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
  receptionId: null,
  introductionId: null,
  errorMessage: null,
  fieldErrors: {},
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
      // The new application is under way: the note about the previous one has been read.
      state.submission.restartedAfter = null;
      if (!state.completedSteps.includes(action.payload)) state.completedSteps.push(action.payload);
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
    submissionStarted(state, action: PayloadAction<{ idempotencyKey: string }>) {
      state.submission = {
        ...state.submission,
        idempotencyKey: state.submission.idempotencyKey ?? action.payload.idempotencyKey,
        status: 'submitting',
        errorMessage: null,
        fieldErrors: {},
      };
    },
    submissionFailed(state, action: PayloadAction<string>) {
      state.submission.status = 'failed';
      state.submission.errorMessage = action.payload;
      state.submission.fieldErrors = {};
    },
    /** The server refused some answers; the key is kept, since nothing was stored. */
    submissionRejected(
      state,
      action: PayloadAction<{ message: string; fieldErrors: Record<string, string> }>,
    ) {
      state.submission.status = 'failed';
      state.submission.errorMessage = action.payload.message;
      state.submission.fieldErrors = action.payload.fieldErrors;
    },
    /** A server message is dropped once the visitor has changed the answer it was about. */
    fieldErrorResolved(state, action: PayloadAction<string>) {
      if (!state.submission.fieldErrors) return;
      delete state.submission.fieldErrors[action.payload];
    },
    submissionSucceeded(state, action: PayloadAction<{ receptionId: string; introductionId: string }>) {
      state.submission = {
        idempotencyKey: null,
        status: 'done',
        receptionId: action.payload.receptionId,
        introductionId: action.payload.introductionId,
        errorMessage: null,
        fieldErrors: {},
      };
    },
    /**
     * Back into the flow after an accepted application: it is over, so the
     * steps start again from nothing, remembering only which number it had.
     */
    applicationRestarted(state) {
      const previous = state.submission.receptionId;
      state.applicationDetails = defaultCustomerData;
      state.otherCarrier = '';
      state.otherCarrier2 = '';
      state.completedSteps = [];
      state.submission = { ...initialSubmission, restartedAfter: previous };
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
  areaChecked,
  submissionStarted,
  submissionFailed,
  submissionRejected,
  fieldErrorResolved,
  submissionSucceeded,
  personalDataCleared,
  applicationRestarted,
} = customerSlice.actions;
export const { selectApplicationDetails, selectCompletedSteps, selectSubmission } = customerSlice.selectors;
