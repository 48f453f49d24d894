import { paths } from '@hikari/shared/domain';
import { injectSlice } from '@hikari/shared/store';
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { PlanChoicePage } from '../features/simulation/components/plan-choice-page';
import { simulationSlice, type SimulationUiState } from '../features/simulation/state/simulation-slice';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    simulation: SimulationUiState;
  }
}

injectSlice(simulationSlice);

export const pages: RemoteRoutesModule['pages'] = {
  [paths.applyForm]: PlanChoicePage,
};

const routesModule: RemoteRoutesModule = { pages };
export default routesModule;
