// Public surface of the simulation: the estimate of the visitor's current choices.
export {
  allowedPlan,
  estimateFromChoices,
  simulate,
  type Simulation,
  type SimulationContext,
} from '@hikari/shared/domain';
export { QuoteNotes } from './components/quote-notes';
export { useSimulationInputs } from './components/use-simulation-inputs';
