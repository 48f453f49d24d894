// The application's own progress: which steps the visitor has done and the
// attempt to send it. The answers themselves stay in the shared customer
// slice (the area search and the campaign pages read them too); this state is
// the application's alone, so it lives here and joins the one store when the
// remote loads (see application-storage for how it is kept).

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { applicationRestarted, lazySliceSelectors, personalDataCleared } from '@hikari/shared/store';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    application: ApplicationState;
  }
}

/** The works slot booked with the accepted application, as the server answered it. */
export interface BookedWorksSlot {
  /** YYYY-MM-DD, Japan time. */
  date: string;
  band: string;
  /** For the visitor, e.g. '2026年12月8日（火）午前 9:00～12:00'. */
  label: string;
  holiday: boolean;
}

/** One submission attempt of the application: the key survives reloads so a retry never duplicates. */
export interface SubmissionState {
  idempotencyKey: string | null;
  status: 'idle' | 'submitting' | 'failed' | 'done';
  /** The reception number (AP-…) ops store the application under: the number the visitor quotes. */
  receptionId: string | null;
  /** The applicant's own referral code (紹介コード), to pass on to friends. */
  introductionId: string | null;
  /** The works slot booked with the accepted application; null: the date is arranged by phone. */
  worksSlot: BookedWorksSlot | null;
  /** Token of the accepted application's own page (/apply/status/#t=…): the server shows it once. */
  followToken: string | null;
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

export interface ApplicationState {
  /** Steps of the application flow the visitor has completed, by path. */
  completedSteps: string[];
  submission: SubmissionState;
}

export const initialSubmission: SubmissionState = {
  idempotencyKey: null,
  status: 'idle',
  receptionId: null,
  introductionId: null,
  worksSlot: null,
  followToken: null,
  errorMessage: null,
  fieldErrors: {},
};

export const initialApplicationState: ApplicationState = {
  completedSteps: [],
  submission: initialSubmission,
};

export const applicationSlice = createSlice({
  name: 'application',
  initialState: initialApplicationState,
  reducers: {
    stepCompleted(state, action: PayloadAction<string>) {
      // The new application is under way: the note about the previous one has been read.
      state.submission.restartedAfter = null;
      if (!state.completedSteps.includes(action.payload)) state.completedSteps.push(action.payload);
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
      delete state.submission.fieldErrors[action.payload];
    },
    submissionSucceeded(
      state,
      action: PayloadAction<{
        receptionId: string;
        introductionId: string;
        worksSlot?: BookedWorksSlot | null;
        followToken?: string | null;
      }>,
    ) {
      state.submission = {
        ...initialSubmission,
        status: 'done',
        receptionId: action.payload.receptionId,
        introductionId: action.payload.introductionId,
        worksSlot: action.payload.worksSlot ?? null,
        followToken: action.payload.followToken ?? null,
      };
    },
    /** What an earlier page of this tab left (see application-storage). */
    applicationStateRestored(_state, action: PayloadAction<ApplicationState>) {
      return action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // Back into the flow after an accepted application: the steps start
      // again from nothing, remembering only which number it had.
      .addCase(applicationRestarted, (state) => ({
        completedSteps: [],
        submission: { ...initialSubmission, restartedAfter: state.submission.receptionId },
      }))
      // After completion the answers leave the browser; the reception number stays for the page.
      .addCase(personalDataCleared, (state) => {
        state.completedSteps = [];
      });
  },
  selectors: {
    selectApplicationState: (state) => state,
    selectCompletedSteps: (state) => state.completedSteps,
    selectSubmission: (state) => state.submission,
  },
});

export const {
  stepCompleted,
  submissionStarted,
  submissionFailed,
  submissionRejected,
  fieldErrorResolved,
  submissionSucceeded,
  applicationStateRestored,
} = applicationSlice.actions;
export const { selectApplicationState, selectCompletedSteps, selectSubmission } =
  lazySliceSelectors(applicationSlice);
