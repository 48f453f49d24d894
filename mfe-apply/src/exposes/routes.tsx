import { paths } from '@hikari/shared/domain';
import { injectSlice } from '@hikari/shared/store';
import type { RemoteRoutesModule } from '@hikari/shared/ui';
import { ApplyStep } from '../features/apply-flow';
import { ApplyAreaPage } from '../features/area-check/components/apply-area-page';
import { SimulationPage } from '../features/simulation/components/simulation-page';
import { simulationSlice, type SimulationUiState } from '../features/simulation/state/simulation-slice';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    simulation: SimulationUiState;
  }
}

injectSlice(simulationSlice);

// Each step is framed at module level so its component identity is stable across renders.
function AreaStep() {
  return (
    <ApplyStep path={paths.applyArea}>
      <ApplyAreaPage />
    </ApplyStep>
  );
}

function FormStep() {
  return (
    <ApplyStep path={paths.applyForm}>
      <SimulationPage />
    </ApplyStep>
  );
}

export const pages: RemoteRoutesModule['pages'] = {
  [paths.applyArea]: AreaStep,
  [paths.applyForm]: FormStep,
};

const routesModule: RemoteRoutesModule = { pages };
export default routesModule;
