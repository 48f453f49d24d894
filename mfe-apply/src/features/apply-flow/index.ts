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
// The application's own state (steps done, the submission) and its keeping in the tab.
export * from './state/application-slice';
export * from './state/application-storage';
