// Public surface of the flow feature: the routes module frames each step with it.
export { ApplyStep } from './components/apply-step';
export { StepIndicator } from './components/step-indicator';
export {
  firstIncompleteStep,
  isStepDone,
  redirectFor,
  selectFlowProgress,
  type FlowProgress,
} from './flow-progress';
export {
  fieldErrorResolved,
  selectCompletedSteps,
  selectSubmission,
  stepCompleted,
  submissionFailed,
  submissionRejected,
  submissionStarted,
  submissionSucceeded,
  type ApplicationState,
  type SubmissionState,
} from './state/application-slice';
export {
  APPLICATION_STORAGE_KEY,
  LEGACY_CUSTOMER_RECORD_KEY,
  prepareApplicationState,
} from './state/application-storage';
